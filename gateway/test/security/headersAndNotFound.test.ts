import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';

// Findings (issue 21): no Permissions-Policy; X-Frame-Options SAMEORIGIN while the CSP says
// frame-ancestors 'none'; unknown paths got Express's HTML "Cannot GET" page.
let t: TestApp;
const staticRoot = mkdtempSync(path.join(os.tmpdir(), 'headers-shell-'));

beforeAll(async () => {
  mkdirSync(path.join(staticRoot, 'host', 'dist'), { recursive: true });
  writeFileSync(
    path.join(staticRoot, 'host', 'dist', 'index.html'),
    '<!doctype html><meta name=built-shell><title>shell</title><div id="root"></div>',
  );
  t = await createTestApp({ STATIC_ROOT: staticRoot });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  rmSync(staticRoot, { recursive: true, force: true });
});

const policyOf = (header: string | undefined): Map<string, string> =>
  new Map((header ?? '').split(',').map((part) => part.trim().split('=') as [string, string]));

describe('security headers', () => {
  test.each(['/', '/api/health', '/api/csrf-token', '/no-such-file.php'])(
    'when %s is answered, then a Permissions-Policy denies the powerful features and frames are denied',
    async (url) => {
      const res = await request(t.app).get(url);

      const policy = policyOf(res.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'serial', 'hid', 'midi', 'display-capture'])
        expect(policy.get(feature)).toBe('()');
      expect(policy.get('payment')).toBe('(self)');
      expect(res.headers['x-frame-options']).toBe('DENY');
    },
  );
});

describe('unknown paths', () => {
  test.each([
    ['/wp-admin', '*/*'],
    ['/wp-login.php', 'text/html,application/xhtml+xml'],
    ['/.git/config', 'text/html'],
    ['/.env', '*/*'],
    ['/foo.php', '*/*'],
    ['/cgi-bin/test.cgi', undefined],
    ['/api/nothing', '*/*'],
    ['/brand-assets/missing', '*/*'],
    ['/remotes/mfe-search/missing.js', '*/*'],
  ])('when a scanner asks for %s (Accept %s), then a JSON 404 in the API error shape', async (url, accept) => {
    const req = request(t.app).get(url);
    const res = await (accept ? req.set('Accept', accept) : req);

    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ message: 'Not found', error: 'NOT_FOUND' });
    expect(res.text).not.toContain('Cannot GET');
  });

  test.each(['POST', 'PUT', 'DELETE'] as const)(
    'when %s is sent to a path no route has, then a JSON 404',
    async (method) => {
      const res = await request(t.app)
        [method.toLowerCase() as 'post' | 'put' | 'delete']('/xmlrpc.php')
        .set('Accept', '*/*');

      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found', error: 'NOT_FOUND' });
    },
  );

  test.each([
    ['/', '*/*'],
    ['/search', '*/*'],
    ['/flight/off_123', undefined],
    ['/admin/brands/sunjet.travel', '*/*'],
    ['/content/about', 'text/html'],
    ['/no/such/page', 'text/html,application/xhtml+xml'],
  ])('when %s is asked for as a page (Accept %s), then the shell answers', async (url, accept) => {
    const req = request(t.app).get(url);
    const res = await (accept ? req.set('Accept', accept) : req);

    expect(res.status).toBe(200);
    // The built shell (its title is the brand's now: the gateway paints the frame into it).
    expect(res.text).toContain('<meta name=built-shell>');
  });
});
