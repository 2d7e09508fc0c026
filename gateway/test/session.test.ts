import request from 'supertest';
import { ADMIN, cookieFrom, createTestApp, csrfToken, signInAsAdmin, SETUP_TIMEOUT_MS, type TestApp } from './testApp';

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

  test(
    'when the proxy is not trusted, then X-Forwarded-Proto is ignored',
    async () => {
      const untrusted = await createTestApp({ TRUST_PROXY: 'false' });
      try {
        const res = await request(untrusted.app).get('/api/csrf-token').set('X-Forwarded-Proto', 'https').expect(200);

        expect(cookieFrom(res, 'portal.sid')).not.toContain('Secure');
      } finally {
        await untrusted.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );

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
    await t.sessionPool.query(
      `UPDATE session SET sess = jsonb_set(sess::jsonb, '{createdAt}', to_jsonb($1::bigint))::json`,
      [thirteenHoursAgo],
    );

    await agent.get('/api/auth/user').expect(401);
  });

  test('when a session is used, then its expiry moves forward (idle timeout, rolling)', async () => {
    const agent = request.agent(t.app);
    await csrfToken(agent);
    const expiry = async () =>
      (
        await t.sessionPool.query<{ expire: Date }>('SELECT max(expire) AS expire FROM session')
      ).rows[0]?.expire.getTime() ?? 0;
    const first = await expiry();
    await new Promise((resolve) => setTimeout(resolve, 1100));

    await csrfToken(agent);

    expect(await expiry()).toBeGreaterThan(first);
  });
});

const sid = (res: request.Response) => cookieFrom(res, 'portal.sid')?.split(';')[0];

/** Rows in the session store, i.e. sessions the server still knows. */
const storedSessions = async () =>
  Number((await t.sessionPool.query<{ count: string }>('SELECT count(*) FROM session')).rows[0]?.count);

describe('the session id', () => {
  test('when a visitor signs in, then the id they had before is replaced and deleted on the server', async () => {
    const agent = request.agent(t.app);
    const tokenRes = await agent.get('/api/csrf-token').expect(200);
    const before = sid(tokenRes) as string;

    const login = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', tokenRes.body.csrfToken)
      .send(ADMIN)
      .expect(200);

    expect(sid(login)).toBeDefined();
    expect(sid(login)).not.toBe(before);
    // The pre-login id (a fixation attempt would have planted it) leads nowhere now.
    await request(t.app).get('/api/auth/user').set('Cookie', before).expect(401);
    await agent.get('/api/auth/user').expect(200);
  });

  test('when the password is changed, then the session gets a new id, stays signed in, and the old id is dead', async () => {
    const agent = request.agent(t.app);
    const token = await signInAsAdmin(agent);
    const before = sid(await agent.get('/api/auth/user').expect(200)) as string;

    const res = await agent
      .post('/api/auth/change-password')
      .set('X-CSRF-Token', token)
      .send({ currentPassword: ADMIN.password, newPassword: ADMIN.password })
      .expect(200);

    const after = sid(res) as string;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    await request(t.app).get('/api/auth/user').set('Cookie', before).expect(401);
    await request(t.app).get('/api/auth/user').set('Cookie', after).expect(200);
    // The CSRF token belonged to the old session: a new one is needed.
    await agent.post('/api/auth/logout').set('X-CSRF-Token', token).expect(403);
  });

  test('when the password is changed, then the new id keeps the sign-in time: the absolute lifetime is not extended', async () => {
    const agent = request.agent(t.app);
    const token = await signInAsAdmin(agent);
    const elevenHoursAgo = Date.now() - 11 * 60 * 60 * 1000;
    await t.sessionPool.query(
      `UPDATE session SET sess = jsonb_set(sess::jsonb, '{createdAt}', to_jsonb($1::bigint))::json WHERE sess->>'userId' IS NOT NULL`,
      [elevenHoursAgo],
    );

    await agent
      .post('/api/auth/change-password')
      .set('X-CSRF-Token', token)
      .send({ currentPassword: ADMIN.password, newPassword: ADMIN.password })
      .expect(200);

    // The admin's other sessions ended with the change: the one left is the rotated one.
    const { rows } = await t.sessionPool.query<{ created: string }>(
      `SELECT sess->>'createdAt' AS created FROM session WHERE sess->>'userId' IS NOT NULL`,
    );
    expect(rows.map((row) => Number(row.created))).toEqual([elevenHoursAgo]);
  });

  test('when a user signs out, then the server-side session is deleted and its replayed cookie is signed out', async () => {
    const agent = request.agent(t.app);
    const token = await signInAsAdmin(agent);
    const signedIn = sid(await agent.get('/api/auth/user').expect(200)) as string;
    const rowsBefore = await storedSessions();

    const res = await agent.post('/api/auth/logout').set('X-CSRF-Token', token).expect(200);

    expect(cookieFrom(res, 'portal.sid')).toMatch(/^portal\.sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(await storedSessions()).toBe(rowsBefore - 1);
    await request(t.app).get('/api/auth/user').set('Cookie', signedIn).expect(401);
  });
});
