import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFrameFonts } from './frameFonts';

/** The shell's index.html as the page template reads it. */
const TEMPLATE = '<div id=root></div><script defer src=/main.3f9a1c2b.js></script>';

const hostDist = () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'frame-fonts-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const file of [
    'poppins-latin-400-normal.405055dd.woff2',
    'poppins-latin-400-normal.1458587c.woff',
    'poppins-latin-700-normal.d86662fe.woff2',
    'inter-latin-400-normal.eca1e215.woff2',
  ])
    fs.writeFileSync(path.join(dist, 'assets', file), '');
  return dist;
};

test("the brand's font is drawn from the shell's own files, its first screen's weights fetched at once", async () => {
  const fonts = createFrameFonts(hostDist());

  const poppins = await fonts(TEMPLATE, 'Poppins');

  expect(poppins.faces).toBe(
    '@font-face{font-family:"Poppins";font-style:normal;font-display:swap;font-weight:400;src:url(/assets/poppins-latin-400-normal.405055dd.woff2) format("woff2")}' +
      '@font-face{font-family:"Poppins";font-style:normal;font-display:swap;font-weight:700;src:url(/assets/poppins-latin-700-normal.d86662fe.woff2) format("woff2")}',
  );
  expect(poppins.preloads).toEqual([
    '/assets/poppins-latin-700-normal.d86662fe.woff2',
    '/assets/poppins-latin-400-normal.405055dd.woff2',
  ]);
});

test('a font the portal does not ship, or a name that is not one, draws with the system stack', async () => {
  const fonts = createFrameFonts(hostDist());

  for (const font of ['Comic Sans', 'Poppins}body{color:red', undefined, 42])
    expect(await fonts(TEMPLATE, font)).toEqual({ faces: '', preloads: [] });
});

test('a rebuilt shell is read again: its new files are the ones named', async () => {
  const dist = hostDist();
  const fonts = createFrameFonts(dist);
  expect((await fonts(TEMPLATE, 'Inter')).preloads).toEqual(['/assets/inter-latin-400-normal.eca1e215.woff2']);

  fs.renameSync(
    path.join(dist, 'assets/inter-latin-400-normal.eca1e215.woff2'),
    path.join(dist, 'assets/inter-latin-400-normal.0badf00d.woff2'),
  );
  const rebuilt = '<div id=root></div><script defer src=/main.0badf00d.js></script>';

  expect((await fonts(rebuilt, 'Inter')).preloads).toEqual(['/assets/inter-latin-400-normal.0badf00d.woff2']);
});
