import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { getModels } from '../../src/db/models';
import { createRemotesRepository } from '../../src/modules/remotes/remotes.repository';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';

let t: TestApp;
// A shell of its own, so pages are served whether or not the real front end is built yet.
const staticRoot = mkdtempSync(path.join(os.tmpdir(), 'csp-shell-'));

/** The registry of a release where two modules come from their own CDNs and the others from the gateway. */
const REMOTE_ORIGINS = ['https://search.cdn.example', 'http://127.0.0.1:3002'];

beforeAll(async () => {
  mkdirSync(path.join(staticRoot, 'host', 'dist'), { recursive: true });
  writeFileSync(
    path.join(staticRoot, 'host', 'dist', 'index.html'),
    '<!doctype html><title>Portal</title><div id="root"></div>',
  );
  t = await createTestApp({ STATIC_ROOT: staticRoot });
  const remotes = createRemotesRepository(getModels(t.sequelize));
  // Written before the first page is asked for: the app reads the registry then.
  await remotes.register({
    name: 'mfe_search',
    manifestUrl: 'https://search.cdn.example/mfe-search/2.1.0/mf-manifest.json',
    version: '2.1.0',
    routes: ['/', '/search'],
  });
  await remotes.register({
    name: 'mfe_booking',
    manifestUrl: 'http://127.0.0.1:3002/mf-manifest.json',
    version: '1.4.0',
    routes: ['/booking'],
  });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  rmSync(staticRoot, { recursive: true, force: true });
});

/** The policy as directive name -> its sources. */
const parse = (header: string): Map<string, string[]> =>
  new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );

/** Moves the gateway's clock past the registry cache (5 s) for one request. */
const later = async <T>(work: () => Promise<T>, ms: number): Promise<T> => {
  const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + ms);
  try {
    return await work();
  } finally {
    clock.mockRestore();
  }
};

/** The offline Stripe's origin: its Stripe.js, card frame and 3-D Secure page (test mode runs on it here). */
const stripeSandbox = () => String(t.providers.stripe.sandboxOrigin());

const pagePolicy = async () =>
  parse((await request(t.app).get('/search').set('Accept', 'text/html')).headers['content-security-policy'] as string);

describe('the Content-Security-Policy of a page', () => {
  test('when remotes are registered on other origins, then scripts may come from the portal and exactly those origins', async () => {
    const policy = await pagePolicy();

    expect(policy.get('script-src')?.sort()).toEqual(["'self'", ...REMOTE_ORIGINS, stripeSandbox()].sort());
  });

  test("card fields and the 3-D Secure challenge may be framed from the Stripe sandbox's origin only, and its API reached from there only", async () => {
    const policy = await pagePolicy();

    expect(policy.get('frame-src')).toEqual(["'self'", stripeSandbox()]);
    expect(policy.get('connect-src')?.sort()).toEqual(["'self'", ...REMOTE_ORIGINS, stripeSandbox()].sort());
  });

  test('then nothing else can run script: no inline, no eval, no wildcard, no scheme, no script attributes, no plugins, no <base>', async () => {
    const policy = await pagePolicy();

    for (const source of policy.get('script-src') ?? []) {
      expect(source).not.toMatch(/unsafe|strict-dynamic|nonce-|sha\d+-|\*|^[a-z-]+:$/);
    }
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.has('script-src-elem')).toBe(false);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  test('when the API answers, then the same policy goes with it', async () => {
    const res = await request(t.app).get('/api/remotes').expect(200);

    expect(
      parse(res.headers['content-security-policy'] as string)
        .get('script-src')
        ?.sort(),
    ).toEqual(["'self'", ...REMOTE_ORIGINS, stripeSandbox()].sort());
  });

  test('when a registry entry is not a clean origin (a ";", a wildcard, no host), then it alone is left out and the page is still served', async () => {
    const remotes = createRemotesRepository(getModels(t.sequelize));
    await remotes.register({
      name: 'mfe_admin',
      manifestUrl: 'https://admin.cdn.example;script-src/mf-manifest.json',
      version: '9.9.9',
      routes: ['/admin/*'],
    });
    await remotes.register({
      name: 'mfe_content',
      manifestUrl: 'https://*.cdn.example/mf-manifest.json',
      version: '9.9.9',
      routes: ['/about'],
    });
    await remotes.register({
      name: 'mfe_account',
      manifestUrl: 'https://account cdn/mf-manifest.json',
      version: '9.9.9',
      routes: ['/login'],
    });
    await remotes.register({
      name: 'mfe_booking',
      manifestUrl: 'https://booking.cdn.example/mf-manifest.json',
      version: '1.5.0',
      routes: ['/booking'],
    });

    const res = await later(() => request(t.app).get('/search').set('Accept', 'text/html'), 60_000);

    expect(res.status).toBe(200);
    const policy = parse(res.headers['content-security-policy'] as string);
    // The good change in the same release (mfe_booking's new CDN) still takes effect.
    expect(policy.get('script-src')?.sort()).toEqual(
      ["'self'", 'https://search.cdn.example', 'https://booking.cdn.example', stripeSandbox()].sort(),
    );
  });
});
