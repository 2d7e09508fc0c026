import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { renderShell } from './shellDocument';
import type { BootState } from './bootState';

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

// html-webpack-plugin's minified output: attribute values unquoted.
const BUILT_SHELL =
  '<!doctype html><html><head><title>Flight Booking</title><script defer src=/main.3f9a1c2be4d5.js></script></head><body><div id=root></div></body></html>';

describe('the home page starts its app on the visitor’s intent', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-intent-'));
    write(path.join(root, 'host/dist/index.html'), BUILT_SHELL);
    write(path.join(root, 'host/dist/main.3f9a1c2be4d5.js'), 'console.log("shell")');
    write(
      path.join(root, 'mfe-search/dist/mf-manifest.json'),
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }),
    );
    t = await createTestApp({ STATIC_ROOT: root });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const starterOf = (page: string) =>
    /<script async src="(\/frame-assets\/start-on-intent\.js\?v=[0-9a-f]{12})"><\/script>/.exec(page)?.[1];

  test('/ keeps the shell’s script unfetched (as text) and its hints in a template, with the starter in their stead', async () => {
    const { text } = await request(t.app).get('/').set('Accept', 'text/html').expect(200);

    expect(text).toContain('<script type="text/plain" data-start-on-intent src="/main.3f9a1c2be4d5.js"></script>');
    expect(text).not.toMatch(/<script defer[^>]*main\./);
    const outsideTemplate = text.replace(/<template id="portal-intent-hints">.*?<\/template>/s, '');
    expect(outsideTemplate).not.toMatch(/<link rel="(modulepreload|preload)"/);
    expect(text).toMatch(/<template id="portal-intent-hints">.*remoteEntry\.js.*<\/template>/s);
    expect(starterOf(text)).toBeDefined();
    // The painted page is the home page's, not an empty main area.
    expect(text).toContain('<h1>Cheap flights, found by people who know travel</h1>');
  });

  test('/ with a query is the same page; every other page starts its app with the page', async () => {
    const home = await request(t.app).get('/?brand=sunjet.travel').set('Accept', 'text/html').expect(200);
    expect(starterOf(home.text)).toBeDefined();

    for (const page of ['/search', '/booking', '/login', '/support']) {
      const { text } = await request(t.app).get(page).set('Accept', 'text/html').expect(200);
      expect(starterOf(text)).toBeUndefined();
      expect(text).toMatch(/<script defer src=\/main\.3f9a1c2be4d5\.js><\/script>/);
      expect(text).not.toContain('data-start-on-intent');
    }
  });

  test('the starter is served, cached for a year under an address that names its content', async () => {
    const { text } = await request(t.app).get('/').set('Accept', 'text/html').expect(200);
    const starter = starterOf(text)!;
    const res = await request(t.app).get(starter).expect(200);

    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(res.text).toContain('data-start-on-intent');
    // Minified, its comments left in the source, with V8's compile hint as every script of the builds.
    expect(res.text.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(res.text).not.toContain('// Starts the app');
    expect(res.text.trim().split('\n')).toHaveLength(2);
  });
});

test('a script address that could close its attribute is escaped where it is kept waiting', () => {
  const state: BootState = { mode: { isLiveMode: false, mode: 'test' }, user: null, remotes: {}, owner: null };
  const page = renderShell(
    `<html><head><script defer src='/a"b.js'></script></head><body></body></html>`,
    state,
    [],
    undefined,
    {
      starter: '/frame-assets/start-on-intent.js?v=0',
    },
  );

  expect(page).toContain('<script type="text/plain" data-start-on-intent src="/a&quot;b.js"></script>');
});
