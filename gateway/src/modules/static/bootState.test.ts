import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { CONSENT_VERSION } from '@portal/platform-common/contracts';
import { getModels } from '../../db/models';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { registeredAndSignedIn } from '../auth/authTestKit';
import { createRemotesRepository } from '../remotes/remotes.repository';
import { pageBundle, SHELL_BUNDLE, writeBundle } from '../../../test/firstPaintFixtures';

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

const manifest = (entry: string, chunk: string) =>
  JSON.stringify({
    id: 'mfe_search',
    metaData: { remoteEntry: { name: entry, path: '', type: 'global' }, publicPath: 'auto' },
    exposes: [{ name: 'routes', assets: { js: { sync: [chunk], async: ['999.abcdef1234.js'] }, css: { sync: [] } } }],
  });

const BOOT_SCRIPT = /<script type="application\/json" id="portal-boot">([^<]*)<\/script>/;

interface Page {
  html: string;
  state: Record<string, unknown>;
  csp: string;
  headers: Record<string, string>;
}

const readPage = (res: request.Response): Page => {
  const match = BOOT_SCRIPT.exec(res.text);
  if (!match) throw new Error(`no boot state in ${res.text}`);
  return {
    html: res.text,
    state: JSON.parse(match[1] ?? '') as Record<string, unknown>,
    csp: String(res.headers['content-security-policy']),
    headers: res.headers as Record<string, string>,
  };
};

describe('the shell with its boot state inlined', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-boot-'));
    write(
      path.join(root, 'host/dist/index.html'),
      '<!doctype html><html><head><title>shell</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>',
    );
    write(path.join(root, 'mfe-search/dist/mf-manifest.json'), manifest('remoteEntry.js', 'routes.1111aaaa22.js'));
    write(path.join(root, 'mfe-search/dist/next/mf-manifest.json'), manifest('remoteEntry.js', 'routes.3333cccc44.js'));
    writeBundle(path.join(root, 'host/dist'), SHELL_BUNDLE);
    writeBundle(path.join(root, 'mfe-search/dist'), pageBundle());
    t = await createTestApp({ STATIC_ROOT: root, SETTINGS_CACHE_MS: '0' });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string, host = 'localhost') =>
    request(t.app).get(url).set('Host', host).set('Accept', 'text/html').expect(200).then(readPage);

  test.each([
    ['sunjet.travel', '/', 'sunjet.travel'],
    ['www.nordicwings.com', '/search?from=LHR', 'nordicwings.com'],
    ['localhost', '/?brand=sunjet.travel', 'sunjet.travel'],
  ])(
    'when a signed-out visitor opens %s%s, then the brand, mode, user and registry inlined are what the API answers',
    async (host, url, key) => {
      const { state } = await page(url, host);
      const api = (apiPath: string) => request(t.app).get(apiPath).set('Host', host);

      expect(state.brand).toEqual({ key, answer: (await api(`/api/brands/${key}`).expect(200)).body });
      expect(state.mode).toEqual((await api('/api/system/mode').expect(200)).body);
      await api('/api/auth/user').expect(401);
      expect(state.user).toBeNull();
      expect(state.remotes).toEqual((await api('/api/remotes').expect(200)).body);
      expect(state.owner).toBe('mfe_search');
    },
  );

  test('when the host names no brand, then the inlined brand is none, as the API answers 404', async () => {
    const { state } = await page('/?brand=no-such-brand.example');

    await request(t.app).get('/api/brands/no-such-brand.example').expect(404);
    expect(state.brand).toEqual({ key: 'no-such-brand.example', answer: null });
  });

  test('when a signed-in user opens a page in live mode, then their user and the live mode are inlined as the API answers them', async () => {
    const { Setting } = getModels(t.sequelize);
    const v = await registeredAndSignedIn(t, 'bootstater', 'Boot-State-Travels-2026');
    await Setting.upsert({ key: 'enableLiveMode', value: true });
    try {
      const res = await v.get('/booking').set('Accept', 'text/html').expect(200);
      const { state, headers } = readPage(res);

      expect(state.user).toEqual((await v.get('/api/auth/user').expect(200)).body);
      expect(state.user).toMatchObject({ username: 'bootstater' });
      expect(state.mode).toEqual({ isLiveMode: true, mode: 'live' });
      expect(state.mode).toEqual((await v.get('/api/system/mode').expect(200)).body);
      expect(state.owner).toBe('mfe_booking');
      expect(headers['cache-control']).toBe('private, no-cache');
      expect(headers.vary).toMatch(/cookie/i);
    } finally {
      await Setting.destroy({ where: { key: 'enableLiveMode' } });
    }
  });

  test('when a name is written like a script, then the page inlines it as data that parses back to the same text', async () => {
    const attack = '</script><script>alert(1)</script><!-- \u2028 & >';
    const v = await registeredAndSignedIn(t, 'scripter', 'Script-Name-Travels-2026');
    await getModels(t.sequelize).User.update({ firstName: attack }, { where: { username: 'scripter' } });

    const { html, state } = readPage(await v.get('/').set('Accept', 'text/html').expect(200));

    expect(state.user).toMatchObject({ firstName: attack });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    // The boot state, the shell's own script (kept waiting, as text) and the starter: no other.
    expect(html.match(/<script\b/g)).toHaveLength(3);
  });

  test("when two brands' pages are served, then each goes out with its own title and favicon, as the shell's first paint names them", async () => {
    const sunjet = (await page('/', 'sunjet.travel')).html;
    const teal = (await page('/', 'localhost')).html;

    expect(sunjet).toContain('<title>SunJet Travel Flight Booking</title>');
    expect(sunjet).toContain('<link rel="icon" href="/brand-assets/sunjet-logo.svg">');
    expect(teal).toContain('<title>SkyTeal Travel Flight Booking</title>');
    expect(teal).not.toContain('sunjet');
  });

  test("when a signed-in traveller and then a visitor open the same page, then only the traveller's own page names them (the painted header's account button)", async () => {
    const v = await registeredAndSignedIn(t, 'framer', 'Frame-Travels-2026');
    await getModels(t.sequelize).User.update({ firstName: 'Framella' }, { where: { username: 'framer' } });
    const frameOf = (html: string) => html.replace(BOOT_SCRIPT, '');

    const signedIn = readPage(await v.get('/').set('Accept', 'text/html').expect(200));
    const visitor = await page('/');

    expect(signedIn.state.user).toMatchObject({ username: 'framer' });
    expect(frameOf(signedIn.html)).toContain('Signed in as Framella');
    expect(frameOf(signedIn.html)).toContain('<main><h1>Home</h1></main>');
    expect(visitor.html).not.toMatch(/framer|Framella/i);
  });

  test.each([
    ['no cookie choice', undefined, true],
    ['a choice under this cookie policy', `portal_consent=${CONSENT_VERSION}`, false],
    ['a choice among other cookies', `theme=dark; portal_consent=${CONSENT_VERSION}; x=1`, false],
    ['a choice under an older policy', `portal_consent=${CONSENT_VERSION - 1}`, true],
    ['a garbled consent cookie', 'portal_consent=%E0%A4%A', true],
  ])(
    'when a visitor with %s opens a page, then the cookie banner is painted with it only while they have not chosen',
    async (_, cookie, asked) => {
      const served = request(t.app)
        .get('/search?origin=JFK&destination=LHR&departureDate=2026-12-27')
        .set('Accept', 'text/html');
      const { html } = readPage(await (cookie ? served.set('Cookie', cookie) : served).expect(200));

      expect(html.includes('Cookie question')).toBe(asked);
      expect(html).toContain('<main><h1>JFK → LHR</h1></main>');
    },
  );

  test('when the page carries its boot state, then its CSP still lets no inline script run', async () => {
    const { csp, html } = await page('/');
    const scriptSources = (/(?:^|;)script-src ([^;]*)/.exec(csp)?.[1] ?? '').split(' ');

    expect(scriptSources[0]).toBe("'self'");
    expect(scriptSources.filter((source) => /unsafe|nonce-|sha\d+-/.test(source))).toEqual([]);
    // On the home page the shell's script waits, unfetched, as text, and the shell's starter starts it.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="text/plain" data-start-on-intent src="/main.js">',
      '<script type="application/json" id="portal-boot">',
      '<script async src="/first-paint-assets/startOnIntent.0123abcd.js">',
    ]);
    expect((await page('/login')).html.match(/<script\b[^>]*>/g)).toEqual([
      '<script defer src=/main.js>',
      '<script type="application/json" id="portal-boot">',
    ]);
  });

  test("when a module's release is registered, then the next page's preload hints name the new release's files, without a shell rebuild", async () => {
    const before = (await page('/')).html;
    expect(before).toContain(
      '<link rel="preload" href="/remotes/mfe-search/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(before).toContain('<link rel="preload" href="/remotes/mfe-search/remoteEntry.js" as="script">');
    expect(before).toContain('<link rel="preload" href="/remotes/mfe-search/routes.1111aaaa22.js" as="script">');
    expect(before).not.toContain('999.abcdef1234.js');

    await createRemotesRepository(getModels(t.sequelize)).register({
      name: 'mfe_search',
      manifestUrl: '/remotes/mfe-search/next/mf-manifest.json',
      version: '9.0.0',
      routes: ['/', '/search', '/flight/:id?', '/flights'],
    });
    const after = (await page('/')).html;

    expect(after).toContain('href="/remotes/mfe-search/next/remoteEntry.js" as="script"');
    expect(after).toContain('href="/remotes/mfe-search/next/routes.3333cccc44.js" as="script"');
    expect(after).not.toContain('routes.1111aaaa22.js');
  });

  test('when the owning release is built for another platform, then the page preloads nothing of it (the shell refuses it unfetched)', async () => {
    await createRemotesRepository(getModels(t.sequelize)).register({
      name: 'mfe_content',
      manifestUrl: '/remotes/mfe-content/mf-manifest.json',
      version: '9.9.9-next-platform',
      routes: ['/about'],
      platform: '^99.0.0',
    });

    const { html, state } = await page('/about');

    expect(state.owner).toBe('mfe_content');
    expect(html).not.toContain('<link rel="preload"');
  });
});
