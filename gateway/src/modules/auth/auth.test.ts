import request from 'supertest';
import { sessionUserSchema } from '@portal/platform-common/contracts';
import { ADMIN, cookieFrom, createTestApp, csrfToken, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const sessionCookie = (res: request.Response) => cookieFrom(res, 'portal.sid')?.split(';')[0];

describe('GET /api/auth/user', () => {
  test('when nobody is signed in, then 401 NOT_AUTHENTICATED', async () => {
    const res = await request(t.app).get('/api/auth/user').expect(401);

    expect(res.body).toEqual({ message: 'Not authenticated', error: 'NOT_AUTHENTICATED' });
  });
});

describe('POST /api/auth/login', () => {
  test('when the password is wrong, then 401 INVALID_CREDENTIALS', async () => {
    const agent = request.agent(t.app);
    const token = await csrfToken(agent);

    const res = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .send({ username: ADMIN.username, password: 'wrong' })
      .expect(401);

    expect(res.body).toEqual({ message: 'Invalid username or password', error: 'INVALID_CREDENTIALS' });
  });

  test('when the user does not exist, then the very same answer', async () => {
    const agent = request.agent(t.app);
    const token = await csrfToken(agent);

    const res = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .send({ username: 'nobody', password: 'whatever' })
      .expect(401);

    expect(res.body).toEqual({ message: 'Invalid username or password', error: 'INVALID_CREDENTIALS' });
  });

  test.each([
    [{ password: 'x' }, 'Username is required'],
    [{ username: '  ', password: 'x' }, 'Username is required'],
    [{ username: 'admin' }, 'Password is required'],
    [{ username: 'admin', password: '' }, 'Password is required'],
  ])('when the body is %j, then 400 "%s"', async (body, message) => {
    const agent = request.agent(t.app);
    const token = await csrfToken(agent);

    const res = await agent.post('/api/auth/login').set('X-CSRF-Token', token).send(body).expect(400);

    expect(res.body).toMatchObject({ message, error: 'VALIDATION_ERROR' });
  });

  test('when the credentials are right, then the session id changes and the admin is signed in', async () => {
    const agent = request.agent(t.app);
    const tokenRes = await agent.get('/api/csrf-token').expect(200);
    const before = sessionCookie(tokenRes);

    const res = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', tokenRes.body.csrfToken)
      .send(ADMIN)
      .expect(200);

    const after = sessionCookie(res);
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(res.body.success).toBe(true);
    expect(sessionUserSchema.parse(res.body.user)).toMatchObject({ username: ADMIN.username, isAdmin: true });

    const me = await agent.get('/api/auth/user').expect(200);
    expect(sessionUserSchema.parse(me.body)).toMatchObject({ username: ADMIN.username, isAdmin: true });
    expect(me.body.roles).toContain('admin');
    expect(new Date(me.body.createdAt).toISOString()).toBe(me.body.createdAt);
  });

  test('when signed in, then a new CSRF token can be fetched for the new session', async () => {
    const agent = request.agent(t.app);
    const first = await csrfToken(agent);
    await agent.post('/api/auth/login').set('X-CSRF-Token', first).send(ADMIN).expect(200);

    const second = await csrfToken(agent);

    expect(second).not.toBe(first);
    await agent.post('/api/auth/logout').set('X-CSRF-Token', first).expect(403);
    await agent.post('/api/auth/logout').set('X-CSRF-Token', second).expect(200);
  });
});

describe('POST /api/auth/logout', () => {
  test('when signed out, then the session is gone on the server, even for a replayed cookie', async () => {
    const agent = request.agent(t.app);
    const token = await csrfToken(agent);
    const login = await agent.post('/api/auth/login').set('X-CSRF-Token', token).send(ADMIN).expect(200);
    const oldCookie = sessionCookie(login) as string;
    const fresh = await csrfToken(agent);

    const res = await agent.post('/api/auth/logout').set('X-CSRF-Token', fresh).expect(200);

    expect(res.body).toEqual({ success: true });
    expect(cookieFrom(res, 'portal.sid')).toMatch(/^portal\.sid=;.*Expires=Thu, 01 Jan 1970/);
    await agent.get('/api/auth/user').expect(401);
    await request(t.app).get('/api/auth/user').set('Cookie', oldCookie).expect(401);
  });
});
