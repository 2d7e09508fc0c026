import request from 'supertest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { registeredAndSignedIn, sessionCookie, visitor } from './authTestKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const OLD = 'Old-Secret-As-Typed-1';
const NEW = 'New-Password-2026!';

describe('POST /api/auth/change-password', () => {
  test('when nobody is signed in, then 401 NOT_AUTHENTICATED', async () => {
    const v = await visitor(t);

    const res = await v.post('/api/auth/change-password', { currentPassword: OLD, newPassword: NEW }).expect(401);

    expect(res.body).toEqual({ message: 'Not authenticated', error: 'NOT_AUTHENTICATED' });
  });

  test('when the current password is wrong, then 400 INVALID_PASSWORD and the password stays', async () => {
    const v = await registeredAndSignedIn(t, 'wrong-current', OLD);

    const res = await v.post('/api/auth/change-password', { currentPassword: 'not-it', newPassword: NEW }).expect(400);

    expect(res.body).toEqual({ message: 'Current password is incorrect', error: 'INVALID_PASSWORD' });
    await (await visitor(t)).post('/api/auth/login', { username: 'wrong-current', password: OLD }).expect(200);
  });

  test.each([
    [{ newPassword: NEW }, 'Current password is required'],
    [{ currentPassword: '', newPassword: NEW }, 'Current password is required'],
    [{ currentPassword: OLD, newPassword: 'Short-1!' }, 'New password must be at least 12 characters'],
    [{ currentPassword: OLD }, 'New password must be at least 12 characters'],
    [
      { currentPassword: OLD, newPassword: 'alllowercase-1!' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    [
      { currentPassword: OLD, newPassword: 'ALLUPPERCASE-1!' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    [
      { currentPassword: OLD, newPassword: 'NoDigitsHere-!' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    [
      { currentPassword: OLD, newPassword: 'NoSpecials2026x' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
  ])('when the body is %j, then 400 "%s" and the password stays', async (body, message) => {
    const username = `weak-${Math.random().toString(36).slice(2, 10)}`;
    const v = await registeredAndSignedIn(t, username, OLD);

    const res = await v.post('/api/auth/change-password', body).expect(400);

    expect(res.body).toMatchObject({ message, error: 'VALIDATION_ERROR' });
    await (await visitor(t)).post('/api/auth/login', { username, password: OLD }).expect(200);
  });

  test('when it succeeds, then the old password fails and the new one works', async () => {
    const v = await registeredAndSignedIn(t, 'changer', OLD);

    const res = await v.post('/api/auth/change-password', { currentPassword: OLD, newPassword: NEW }).expect(200);

    expect(res.body).toEqual({ success: true, message: 'Your password has been updated' });
    await (await visitor(t)).post('/api/auth/login', { username: 'changer', password: OLD }).expect(401);
    await (await visitor(t)).post('/api/auth/login', { username: 'changer', password: NEW }).expect(200);
    const hash = (
      await t.sessionPool.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE username = 'changer'`)
    ).rows[0]?.password_hash;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain(NEW);
  });

  test('when it succeeds, then the user stays signed in here and is signed out everywhere else', async () => {
    const here = await registeredAndSignedIn(t, 'two-devices', OLD);
    const elsewhere = await visitor(t);
    await elsewhere.post('/api/auth/login', { username: 'two-devices', password: OLD }).expect(200);
    await elsewhere.get('/api/auth/user').expect(200);

    await here.post('/api/auth/change-password', { currentPassword: OLD, newPassword: NEW }).expect(200);

    await here.get('/api/auth/user').expect(200);
    await elsewhere.get('/api/auth/user').expect(401);
  });

  test('when the session already ended, then the old session cookie cannot change the password', async () => {
    const v = await registeredAndSignedIn(t, 'signed-out-user', OLD);
    const cookie = sessionCookie(await v.get('/api/auth/user').expect(200)) as string;
    const token = v.token;
    await v.post('/api/auth/logout').expect(200);

    await request(t.app)
      .post('/api/auth/change-password')
      .set('Cookie', cookie)
      .set('X-CSRF-Token', token)
      .send({ currentPassword: OLD, newPassword: NEW })
      .expect(403);
    await (await visitor(t)).post('/api/auth/login', { username: 'signed-out-user', password: OLD }).expect(200);
  });
});
