import { getModels } from '../../db/models';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { registration, visitor } from './authTestKit';
import { hashPassword } from './password';
import { createUsersRepository } from './users.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const PASSWORD = 'Sign-In-By-Mail-2026';
const INVALID = { message: 'Invalid username or password', error: 'INVALID_CREDENTIALS' };

/** A registered traveller; `confirmed` as if the link in the e-mail had been followed. */
const account = async (username: string, email: string, { confirmed = true } = {}) => {
  await (
    await visitor(t)
  )
    .post('/api/auth/register', registration({ username, email, password: PASSWORD }))
    .expect(202);
  if (confirmed)
    await t.sessionPool.query('UPDATE users SET email_confirmed_at = now() WHERE username = $1', [username]);
};

const signIn = async (username: string, password = PASSWORD) =>
  (await visitor(t)).post('/api/auth/login', { username, password });

describe('POST /api/auth/login by e-mail address', () => {
  test('when the address of an account is typed, in any letter case, then that account signs in', async () => {
    await account('mail-ada', 'mail.ada@example.org');

    for (const typed of ['mail.ada@example.org', 'Mail.Ada@Example.ORG', '  mail.ada@example.org ']) {
      const res = await signIn(typed);
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ username: 'mail-ada', email: 'mail.ada@example.org' });
    }
  });

  test('when the address is unknown, or the password wrong, then the very same answer as for a username', async () => {
    await account('mail-bob', 'mail.bob@example.org');

    const unknown = await signIn('nobody-here@example.org');
    const wrong = await signIn('mail.bob@example.org', 'Not-The-Password-1');

    expect([unknown.status, unknown.body]).toEqual([401, INVALID]);
    expect([wrong.status, wrong.body]).toEqual([401, INVALID]);
  });

  test('when the address is only claimed, not yet confirmed, then it does not sign in by it (the same answer), but the username does', async () => {
    await account('mail-cleo', 'mail.cleo@example.org', { confirmed: false });

    const byAddress = await signIn('mail.cleo@example.org');

    expect([byAddress.status, byAddress.body]).toEqual([401, INVALID]);
    expect((await signIn('mail-cleo')).status).toBe(200);
  });

  test('when another account claims the same address without confirming it, then the address signs in to the account that confirmed it', async () => {
    await account('mail-dora', 'mail.dora@example.org');
    await account('mail-dora-copy', 'MAIL.DORA@example.org', { confirmed: false });

    const res = await signIn('mail.dora@example.org');

    expect(res.body.user).toMatchObject({ username: 'mail-dora' });
  });

  test("when an older account has a username with an @ that is nobody's address, then that username still signs in", async () => {
    await createUsersRepository(getModels(t.sequelize)).create({
      username: 'ops@desk',
      email: 'ops.desk@example.org',
      firstName: 'Ops',
      lastName: 'Desk',
      passwordHash: await hashPassword(PASSWORD),
      roles: ['traveller'],
    });

    const res = await signIn('OPS@desk');

    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ username: 'ops@desk' });
  });
});
