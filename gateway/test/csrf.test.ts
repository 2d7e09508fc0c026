import request from 'supertest';
import { csrfTokenSchema } from '@portal/platform-common/contracts';
import { ADMIN, createTestApp, csrfToken, signInAsAdmin, SETUP_TIMEOUT_MS, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const CSRF_INVALID = { message: 'Invalid or missing CSRF token', error: 'CSRF_INVALID' };

describe('CSRF protection', () => {
  test("when a token is asked for, then one comes back in the contract's shape and is not cached", async () => {
    const res = await request(t.app).get('/api/csrf-token').expect(200);

    expect(csrfTokenSchema.parse(res.body).csrfToken.length).toBeGreaterThanOrEqual(32);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('when POST /api/auth/login has no X-CSRF-Token header, then 403 CSRF_INVALID', async () => {
    const agent = request.agent(t.app);
    await csrfToken(agent);

    const res = await agent.post('/api/auth/login').send(ADMIN).expect(403);

    expect(res.body).toEqual(CSRF_INVALID);
  });

  test("when the header holds another session's token, then 403 CSRF_INVALID", async () => {
    const mine = request.agent(t.app);
    await csrfToken(mine);
    const theirs = await csrfToken(request.agent(t.app));

    const res = await mine.post('/api/auth/login').set('X-CSRF-Token', theirs).send(ADMIN).expect(403);

    expect(res.body).toEqual(CSRF_INVALID);
  });

  test('when there is no session at all, then 403 CSRF_INVALID', async () => {
    const res = await request(t.app).post('/api/auth/logout').set('X-CSRF-Token', 'anything').expect(403);

    expect(res.body).toEqual(CSRF_INVALID);
  });

  test('when the token matches, then the request goes through', async () => {
    const agent = request.agent(t.app);
    const token = await csrfToken(agent);

    await agent.post('/api/auth/login').set('X-CSRF-Token', token).send(ADMIN).expect(200);
  });
});

describe('CSRF protection on every auth route that changes state', () => {
  const bodies: Record<string, object> = {
    '/api/auth/register': {
      firstName: 'Eve',
      lastName: 'Forger',
      email: 'eve@example.org',
      username: 'eve',
      password: 'Jane-Doe-Travels-2026',
      terms: true,
    },
    '/api/auth/login': ADMIN,
    '/api/auth/logout': {},
    '/api/auth/change-password': { currentPassword: ADMIN.password, newPassword: 'Forged-Password-1!' },
  };

  test.each(Object.keys(bodies))(
    'when a signed-in session POSTs %s without X-CSRF-Token, then 403 CSRF_INVALID and nothing changes',
    async (path) => {
      const agent = request.agent(t.app);
      await signInAsAdmin(agent);

      const res = await agent.post(path).send(bodies[path]).expect(403);

      expect(res.body).toEqual(CSRF_INVALID);
      await agent.get('/api/auth/user').expect(200);
    },
  );

  test('when a registration is refused for CSRF, then no account was made', async () => {
    const agent = request.agent(t.app);
    await csrfToken(agent);
    await agent.post('/api/auth/register').send(bodies['/api/auth/register']).expect(403);

    const token = await csrfToken(agent);
    await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .send({ username: 'eve', password: 'Jane-Doe-Travels-2026' })
      .expect(401);
  });

  test('when the password change is refused for CSRF, then the old password still works', async () => {
    const agent = request.agent(t.app);
    await signInAsAdmin(agent);
    await agent.post('/api/auth/change-password').send(bodies['/api/auth/change-password']).expect(403);

    const other = request.agent(t.app);
    const token = await csrfToken(other);
    await other.post('/api/auth/login').set('X-CSRF-Token', token).send(ADMIN).expect(200);
  });
});
