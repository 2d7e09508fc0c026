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

/** A checkout under a folder whose name starts with a dot, such as ~/.local/src/portal. */
describe('static files when the portal sits under a dotted folder', () => {
  let t: TestApp;
  let outer: string;
  let root: string;
  beforeAll(async () => {
    outer = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dotted-'));
    root = path.join(outer, '.hidden', 'portal');
    write(
      path.join(root, 'host/dist/index.html'),
      '<!doctype html><meta name=built-shell><title>shell</title><div id="root"></div>',
    );
    write(path.join(root, 'host/dist/main.3f9a1c2be4d5.js'), 'console.log("shell")');
    write(path.join(root, 'host/dist/.env'), 'SECRET=1');
    write(path.join(root, 'mfe-search/dist/mf-manifest.json'), '{"id":"mfe_search"}');
    write(path.join(root, 'mfe-search/dist/remoteEntry.js'), 'var mfe_search;');
    t = await createTestApp({ STATIC_ROOT: root });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    fs.rmSync(outer, { recursive: true, force: true });
  });

  test('when / is requested, then the shell is served, revalidated on every load', async () => {
    const res = await request(t.app).get('/').set('Accept', 'text/html').expect(200);

    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<meta name=built-shell>');
    expect(res.headers['cache-control']).toMatch(/no-cache|no-store/);
  });

  test('when a deep link is reloaded, then the shell is served', async () => {
    const res = await request(t.app).get('/flight/off_123').set('Accept', 'text/html').expect(200);

    expect(res.text).toContain('<meta name=built-shell>');
  });

  test("when the shell's and a remote's files are requested, then they are served with their cache headers", async () => {
    const script = await request(t.app).get('/main.3f9a1c2be4d5.js').expect(200);
    const entry = await request(t.app).get('/remotes/mfe-search/remoteEntry.js').expect(200);

    expect(script.headers['cache-control']).toBe(IMMUTABLE);
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  test('when a dotfile is requested by URL, then it is not served', async () => {
    const res = await request(t.app).get('/.env').set('Accept', '*/*');

    expect(res.status).toBe(404);
    expect(res.text).not.toContain('SECRET');
  });
});
