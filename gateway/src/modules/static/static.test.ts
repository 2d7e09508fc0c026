import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { IMMUTABLE } from './cacheHeaders';

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

describe('static files with a built portal', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));
    write(
      path.join(root, 'host/dist/index.html'),
      '<!doctype html><meta name=built-shell><title>shell</title><div id="root"></div>',
    );
    write(path.join(root, 'host/dist/main.3f9a1c2be4d5.js'), 'console.log("shell")');
    write(path.join(root, 'host/dist/favicon.ico'), 'icon');
    write(path.join(root, 'mfe-search/dist/mf-manifest.json'), '{"id":"mfe_search"}');
    write(path.join(root, 'mfe-search/dist/remoteEntry.js'), 'var mfe_search;');
    write(path.join(root, 'mfe-search/dist/412.a1b2c3d4e5f6.js'), '/* chunk */');
    write(path.join(root, 'mfe-status/dist/mf-manifest.json'), '{"id":"mfe_status"}');
    write(path.join(root, 'mfe-status/dist/remoteEntry.js'), 'var mfe_status;');
    write(path.join(root, 'mfe-status/dist/77.0a1b2c3d4e.js'), '/* chunk */');
    write(path.join(root, 'mfe-draft/dist/remoteEntry.js'), 'var mfe_draft;');
    write(path.join(root, 'package.json'), '{"name":"outside-every-build"}');
    t = await createTestApp({ STATIC_ROOT: root });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('when / is requested, then the shell is served, revalidated on every load and kept by no shared cache', async () => {
    const res = await request(t.app).get('/').set('Accept', 'text/html').expect(200);

    expect(res.text).toContain('<meta name=built-shell>');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  test('when a deep link is reloaded, then the shell is served (SPA fallback)', async () => {
    const res = await request(t.app)
      .get('/flight/off_123')
      .set('Accept', 'text/html,application/xhtml+xml')
      .expect(200);

    expect(res.text).toContain('<meta name=built-shell>');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  test('when a client that accepts anything (curl) asks for /, then it gets the shell too', async () => {
    const res = await request(t.app).get('/').set('Accept', '*/*').expect(200);

    expect(res.text).toContain('<meta name=built-shell>');
  });

  test('when a deep link contains a dot (a brand key), then it is still a page', async () => {
    await request(t.app).get('/admin/brands/sunjet.travel').set('Accept', 'text/html').expect(200);
  });

  test('when a JSON client asks for an unknown page, then it is not handed the shell', async () => {
    await request(t.app).get('/no-such-page').set('Accept', 'application/json').expect(404);
  });

  test('when a hashed file is requested, then it is cached for a year as immutable', async () => {
    const res = await request(t.app).get('/main.3f9a1c2be4d5.js').expect(200);

    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  test('when a file without a hash is requested, then it is revalidated', async () => {
    const res = await request(t.app).get('/favicon.ico').expect(200);

    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test("when a remote's manifest, entry and chunk are requested, then manifest and entry revalidate, the chunk is immutable", async () => {
    const manifest = await request(t.app).get('/remotes/mfe-search/mf-manifest.json').expect(200);
    const entry = await request(t.app).get('/remotes/mfe-search/remoteEntry.js').expect(200);
    const chunk = await request(t.app).get('/remotes/mfe-search/412.a1b2c3d4e5f6.js').expect(200);

    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  test("when a module the gateway never heard of has its build under the static root, then its files are served with a build's cache headers", async () => {
    const manifest = await request(t.app).get('/remotes/mfe-status/mf-manifest.json').expect(200);
    const entry = await request(t.app).get('/remotes/mfe-status/remoteEntry.js').expect(200);
    const chunk = await request(t.app).get('/remotes/mfe-status/77.0a1b2c3d4e.js').expect(200);

    expect(manifest.body).toEqual({ id: 'mfe_status' });
    expect(entry.text).toBe('var mfe_status;');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  test('when a folder holds files but no module build (no manifest), then none of them is served', async () => {
    const res = await request(t.app).get('/remotes/mfe-draft/remoteEntry.js').set('Accept', '*/*').expect(404);

    expect(res.text).not.toContain('var mfe_draft');
  });

  test.each([
    '/remotes/..%2f..%2fetc/passwd',
    '/remotes/mfe-search/../../package.json',
    '/remotes/mfe-search/..%2f..%2fpackage.json',
    '/remotes/..%2fpackage.json',
    '/remotes/%2e%2e/package.json',
    '/remotes/host/index.html',
  ])('when %s is requested, then 404 and nothing outside a module build is sent', async (url) => {
    const res = await request(t.app).get(url).set('Accept', '*/*').expect(404);

    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.text).not.toMatch(/root:|outside-every-build|built-shell/);
  });

  test('when a missing remote file is requested as a page, then 404 rather than the shell', async () => {
    const res = await request(t.app).get('/remotes/mfe-search/missing.js').set('Accept', 'text/html').expect(404);

    expect(res.text).not.toContain('<meta name=built-shell>');
  });

  test('when a missing script is requested (not a page), then 404', async () => {
    await request(t.app).get('/missing.js').set('Accept', '*/*').expect(404);
  });
});

describe('static files before the portal is built', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-empty-'));
    t = await createTestApp({ STATIC_ROOT: root });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('when / is requested, then 503 with a page saying to run npm run build', async () => {
    const res = await request(t.app).get('/').set('Accept', 'text/html').expect(503);

    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('npm run build');
  });

  test('when the API is called, then it still works', async () => {
    await request(t.app).get('/api/health').expect(200);
  });
});
