import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_COMPLEXITY_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
} from '@portal/platform-common/contracts';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { registeredAndSignedIn, registration, visitor } from './authTestKit';
import { isCommonPassword } from './commonPasswords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const accountExists = async (username: string) =>
  Number((await t.sessionPool.query('SELECT count(*) FROM users WHERE username = $1', [username])).rows[0]?.count) > 0;

/** A sign-up from a fresh browser, expected to answer `status`. */
const signUp = async (username: string, overrides: Record<string, unknown>, status: number) =>
  (await visitor(t))
    .post('/api/auth/register', registration({ username, email: `${username}@example.org`, ...overrides }))
    .expect(status);

describe('one password rule: POST /api/auth/register', () => {
  test.each([
    ['abcdef', 'Password must be at least 12 characters'],
    ['qwertyuiop123', PASSWORD_COMPLEXITY_MESSAGE],
    ['Password1234!', COMMON_PASSWORD_MESSAGE],
    ['Qwertyuiop123!', COMMON_PASSWORD_MESSAGE],
    ['!!Sunshine2024', COMMON_PASSWORD_MESSAGE],
  ])(
    'when the password is %s, then 400 "%s" on the password field and no account is made',
    async (password, message) => {
      const username = `weak-${password.replace(/[^A-Za-z0-9]/g, '')}`;

      const res = await signUp(username, { password }, 400);

      expect(res.body).toMatchObject({
        message,
        error: 'VALIDATION_ERROR',
        issues: expect.arrayContaining([expect.objectContaining({ path: ['password'], message })]),
      });
      expect(await accountExists(username)).toBe(false);
    },
  );

  test('when the password is long, mixed and not a common one, then the account is made', async () => {
    await signUp('strong-one', { password: 'Harbour-Kettle-Violin-7' }, 202);

    expect(await accountExists('strong-one')).toBe(true);
  });

  test.each([[{ terms: undefined }], [{ terms: false }], [{ terms: 'true' }], [{ terms: 1 }]])(
    'when the terms are not accepted (%j), then 400 with the terms message on that field',
    async (override) => {
      const res = await signUp('no-terms', override, 400);

      expect(res.body).toMatchObject({
        message: TERMS_REQUIRED_MESSAGE,
        error: 'VALIDATION_ERROR',
        issues: [expect.objectContaining({ path: ['terms'] })],
      });
      expect(await accountExists('no-terms')).toBe(false);
    },
  );
});

describe('one password rule: POST /api/auth/change-password', () => {
  test('when the new password is a common one dressed up, then 400 on newPassword and the old password still works', async () => {
    const v = await registeredAndSignedIn(t, 'changes-to-common', 'Kettle-Harbour-Violin-8');

    const res = await v
      .post('/api/auth/change-password', { currentPassword: 'Kettle-Harbour-Violin-8', newPassword: 'Password1234!' })
      .expect(400);

    expect(res.body).toMatchObject({
      message: COMMON_PASSWORD_MESSAGE,
      error: 'VALIDATION_ERROR',
      issues: [expect.objectContaining({ path: ['newPassword'] })],
    });
    await (
      await visitor(t)
    )
      .post('/api/auth/login', { username: 'changes-to-common', password: 'Kettle-Harbour-Violin-8' })
      .expect(200);
  });
});

describe('the list of common passwords', () => {
  test.each(['password', 'PASSWORD', 'Password1234!', '2024!Dragon', 'qwertyuiop', '1qaz2wsx!!!'])(
    '%s is common',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(true);
    },
  );

  test.each(['Harbour-Kettle-Violin-7', 'Pass-word-1234', 'dragonfly-Meadow-2'])('%s is not', async (password) => {
    expect(await isCommonPassword(password)).toBe(false);
  });
});
