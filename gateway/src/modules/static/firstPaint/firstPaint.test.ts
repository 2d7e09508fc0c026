import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { getModels } from '../../../db/models';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../../test/testApp';
import { pageBundle, SHELL_BUNDLE, writeBundle } from '../../../../test/firstPaintFixtures';
import { createRemotesRepository } from '../../remotes/remotes.repository';
import { CONSENT_COOKIE, CONSENT_VERSION } from '@portal/platform-common/contracts';

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

const SEARCH_ROUTES = ['/', '/search', '/flight/:id?', '/flights'];
const mainOf = (html: string) => /<main>(.*?)<\/main>/s.exec(html)?.[1];

describe("the page's first paint, drawn by the owners' registered releases", () => {
  let t: TestApp;
  let root: string;
  const register = (manifestUrl: string, version: string) =>
    createRemotesRepository(getModels(t.sequelize)).register({
      name: 'mfe_search',
      manifestUrl,
      version,
      routes: SEARCH_ROUTES,
    });
  const html = async (url: string) => (await request(t.app).get(url).set('Accept', 'text/html').expect(200)).text;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-first-paint-'));
    write(
      path.join(root, 'host/dist/index.html'),
      '<!doctype html><html><head><title>shell</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>',
    );
    writeBundle(path.join(root, 'host/dist'), SHELL_BUNDLE);
    for (const [folder, label] of [
      ['dist', 'Home'],
      ['dist/next', 'A new home'],
    ] as const) {
      write(path.join(root, 'mfe-search', folder, 'mf-manifest.json'), '{"id":"mfe_search"}');
      writeBundle(path.join(root, 'mfe-search', folder), pageBundle(label));
    }
    write(path.join(root, 'mfe-search/dist/broken/mf-manifest.json'), '{"id":"mfe_search"}');
    writeBundle(
      path.join(root, 'mfe-search/dist/broken'),
      "exports.renderFirstPaint = async () => { throw new Error('boom'); };",
    );
    write(path.join(root, 'mfe-search/dist/greedy/mf-manifest.json'), '{"id":"mfe_search"}');
    writeBundle(
      path.join(root, 'mfe-search/dist/greedy'),
      "const pg = require('pg'); exports.renderFirstPaint = async () => ({ html: 'x', styles: '' });",
    );
    write(path.join(root, 'mfe-search/dist/counting/mf-manifest.json'), '{"id":"mfe_search"}');
    writeBundle(
      path.join(root, 'mfe-search/dist/counting'),
      `exports.renderFirstPaint = async ({ url }) => {
        globalThis.countedPaints = (globalThis.countedPaints ?? 0) + 1;
        globalThis.failedOnce = globalThis.failedOnce ?? new Set();
        if (url.includes('fail=') && !globalThis.failedOnce.has(url)) {
          globalThis.failedOnce.add(url);
          throw new Error('a passing fault');
        }
        return { html: '<h1>Paint ' + globalThis.countedPaints + '</h1>', styles: '' };
      };`,
    );
    t = await createTestApp({ STATIC_ROOT: root });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  afterEach(() => register('/remotes/mfe-search/mf-manifest.json', '1.0.0'));

  test("when a page is opened, then the shell's paint goes in the root with the owning module's page in its slot, and both their styles in the head", async () => {
    const page = await html('/search?origin=JFK&destination=LHR');

    expect(page).toContain('<div id=root><div data-first-paint="">');
    expect(mainOf(page)).toBe('<h1>JFK → LHR</h1>');
    expect(page).toContain('Guest at /search?origin=JFK&#38;destination=LHR</header>');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<style data-emotion="portal shell">');
    expect(head).toContain('<style data-emotion="portal results">');
  });

  test("when a module's new release is registered, then the next page carries its first paint, and a rollback brings the old one back, the gateway not restarted", async () => {
    expect(mainOf(await html('/'))).toBe('<h1>Home</h1>');

    await register('/remotes/mfe-search/next/mf-manifest.json', '2.0.0');
    expect(mainOf(await html('/'))).toBe('<h1>A new home</h1>');

    await register('/remotes/mfe-search/mf-manifest.json', '1.0.0');
    expect(mainOf(await html('/'))).toBe('<h1>Home</h1>');
  });

  test('when the page is painted whole by its module, then its app waits for the intent the shell names; elsewhere it starts with the page', async () => {
    expect(await html('/')).toContain('<script async src="/first-paint-assets/startOnIntent.0123abcd.js"></script>');
    expect(await html('/')).toContain('<script type="text/plain" data-start-on-intent src="/main.js">');
    const results = await html('/search?origin=JFK&destination=LHR');
    expect(results).not.toContain('startOnIntent');
    expect(results).toContain('<script defer src=/main.js>');
  });

  test("when the owning module's render fails, then the page goes out with the shell's frame around an empty main area", async () => {
    await register('/remotes/mfe-search/broken/mf-manifest.json', '3.0.0');

    const page = await html('/');
    expect(page).toContain('Guest at /</header>');
    expect(mainOf(page)).toBe('');
    expect(page).not.toContain('startOnIntent');
  });

  test("when a release's bundle asks for a package instead of carrying it, then it is not run and the page goes out without its paint", async () => {
    await register('/remotes/mfe-search/greedy/mf-manifest.json', '4.0.0');

    expect(mainOf(await html('/'))).toBe('');
  });

  test('when the same page is asked for again, then its paint is not rendered again; another address, cookie choice or release is', async () => {
    await register('/remotes/mfe-search/counting/mf-manifest.json', '5.0.0');

    const first = mainOf(await html('/flights'));
    expect(first).toMatch(/^<h1>Paint \d+<\/h1>$/);
    expect(mainOf(await html('/flights'))).toBe(first);
    const another = mainOf(await html('/flights?from=home'));
    expect(another).not.toBe(first);
    const chosen = (
      await request(t.app)
        .get('/flights')
        .set('Accept', 'text/html')
        .set('Cookie', `${CONSENT_COOKIE}=${CONSENT_VERSION}`)
    ).text;
    expect([first, another]).not.toContain(mainOf(chosen));

    await register('/remotes/mfe-search/mf-manifest.json', '1.0.0');
    expect(mainOf(await html('/flights'))).toBe('');
  });

  test('when a render fails, then the failure is not kept: the next request renders the page', async () => {
    await register('/remotes/mfe-search/counting/mf-manifest.json', '5.0.0');
    const address = `/flights?fail=${Date.now()}`;

    expect(mainOf(await html(address))).toBe('');
    expect(mainOf(await html(address))).toMatch(/^<h1>Paint \d+<\/h1>$/);
  });

  test('when a page belongs to no module, then only the shell paints it', async () => {
    const page = await html('/no-such-page');
    expect(mainOf(page)).toBe('');
    expect(page).toContain('<title>SkyTeal Travel Flight Booking</title>');
  });
});
