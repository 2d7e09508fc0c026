import request from 'supertest';
import { cookieFrom, createTestApp, csrfToken, signInAsAdmin, SETUP_TIMEOUT_MS, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('the session cookie', () => {
  test('when a session starts over plain http, then portal.sid is HttpOnly, SameSite=Lax, 30 minutes, not Secure', async () => {
    const res = await request(t.app).get('/api/csrf-token').expect(200);

    const cookie = cookieFrom(res, 'portal.sid') as string;
    expect(cookie).toMatch(/^portal\.sid=s%3A/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000);
  });

  test('when a trusted proxy (loopback) says the request was https, then the cookie is Secure', async () => {
    const res = await request(t.app).get('/api/csrf-token').set('X-Forwarded-Proto', 'https').expect(200);

    expect(cookieFrom(res, 'portal.sid')).toContain('Secure');
  });

  test('when the proxy is not trusted, then X-Forwarded-Proto is ignored', async () => {
    const untrusted = await createTestApp({ TRUST_PROXY: 'false' });
    try {
      const res = await request(untrusted.app).get('/api/csrf-token').set('X-Forwarded-Proto', 'https').expect(200);

      expect(cookieFrom(res, 'portal.sid')).not.toContain('Secure');
    } finally {
      await untrusted.close();
    }
  }, SETUP_TIMEOUT_MS);

  test('when a request carries no session and needs none, then no cookie is set', async () => {
    const res = await request(t.app).get('/api/brands/default').expect(200);

    expect(cookieFrom(res, 'portal.sid')).toBeUndefined();
  });
});

describe('the session lifetime', () => {
  test('when a signed-in session is older than 12 hours, then it is ended even though it was active', async () => {
    const agent = request.agent(t.app);
    await signInAsAdmin(agent);
    await agent.get('/api/auth/user').expect(200);
    const thirteenHoursAgo = Date.now() - 13 * 60 * 60 * 1000;
    await t.sessionPool.query(`UPDATE session SET sess = jsonb_set(sess::jsonb, '{createdAt}', to_jsonb($1::bigint))::json`, [thirteenHoursAgo]);

    await agent.get('/api/auth/user').expect(401);
  });

  test('when a session is used, then its expiry moves forward (idle timeout, rolling)', async () => {
    const agent = request.agent(t.app);
    await csrfToken(agent);
    const expiry = async () => (await t.sessionPool.query<{ expire: Date }>('SELECT max(expire) AS expire FROM session')).rows[0]?.expire.getTime() ?? 0;
    const first = await expiry();
    await new Promise((resolve) => setTimeout(resolve, 1100));

    await csrfToken(agent);

    expect(await expiry()).toBeGreaterThan(first);
  });
});
