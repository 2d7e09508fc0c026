import { createHash } from 'node:crypto';
import { COMMON_PASSWORD_MESSAGE } from '@portal/platform-common/contracts';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { awayFromWindowEdge, newAddress, registration, visitor, type Visitor } from './authTestKit';
import { passwordLinkTokenFor } from './passwordLinkTestKit';
import { PASSWORD_RESET_LIMITS } from './passwordReset.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://flights.example' });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());
beforeEach(() => awayFromWindowEdge(PASSWORD_RESET_LIMITS.forgotPerAddress.windowMs));

const PASSWORD = 'Original-pass-1';
const NEW_PASSWORD = 'Brand-new-pass-2';
const NEUTRAL = {
  success: true,
  message:
    'If an account uses this e-mail address, we have sent a link to choose a new password. Please check your inbox.',
};
const INVALID_LINK = {
  message: 'This password reset link is invalid, used or expired. Please ask for a new one.',
  error: 'RESET_LINK_INVALID',
};
const TOO_MANY = /^Too many requests\. Please try again in (\d+) minutes?\.$/;

const emailOf = (username: string) => `${username}@example.org`;

/** A registered traveller, signed in from a browser of their own. */
const signedIn = async (username: string, password = PASSWORD): Promise<Visitor> => {
  const v = await visitor(t);
  await v.post('/api/auth/register', registration({ username, email: emailOf(username), password })).expect(202);
  await v.post('/api/auth/login', { username, password }).expect(200);
  await v.refreshToken();
  return v;
};

/** Asks for a link from a fresh browser (a fresh client address unless given). */
const forgot = async (email: string, status = 202, ip = newAddress()) =>
  (await visitor(t, ip)).post('/api/auth/forgot-password', { email }).expect(status);
const reset = async (token: string, newPassword = NEW_PASSWORD, status = 200) =>
  (await visitor(t)).post('/api/auth/reset-password', { token, newPassword }).expect(status);
const signIn = async (username: string, password: string) =>
  (await (await visitor(t)).post('/api/auth/login', { username, password })).status;
const mailsTo = async (address: string) =>
  (
    await t.sessionPool.query<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at',
      [address],
    )
  ).rows;
const resetMailsTo = async (address: string) =>
  (await mailsTo(address)).filter((mail) => mail.subject.startsWith('Reset your'));

describe('POST /api/auth/forgot-password', () => {
  test('when an account uses the address, then 202 and a link through the outbox, its token kept only as a sha256 hash for 30 minutes', async () => {
    await signedIn('reset-ada');

    const res = await forgot(emailOf('reset-ada'));

    expect(res.body).toEqual(NEUTRAL);
    const [mail] = await resetMailsTo(emailOf('reset-ada'));
    expect(mail?.subject).toBe('Reset your SkyTeal Travel password');
    expect(mail?.text_body).toMatch(/https:\/\/flights\.example\/reset-password\?token=[A-Za-z0-9_-]{43}\b/);
    expect(mail?.text_body).toContain('"reset-ada"');
    const token = await passwordLinkTokenFor(t.sessionPool, emailOf('reset-ada'));
    const { rows } = await t.sessionPool.query<{ token_hash: string; minutes: number }>(
      "SELECT token_hash, (extract(epoch FROM r.expires_at - r.created_at) / 60)::float8 AS minutes FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.username = 'reset-ada'",
    );
    expect(rows).toEqual([
      { token_hash: createHash('sha256').update(token).digest('hex'), minutes: expect.closeTo(30, 1) },
    ]);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  test('when no account uses the address, then the same 202 and the same body, and nothing is sent', async () => {
    await signedIn('reset-known');
    const known = await forgot(emailOf('reset-known'));

    const unknown = await forgot('nobody-here@example.org');

    expect(unknown.body).toEqual(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    expect(await mailsTo('nobody-here@example.org')).toEqual([]);
  });

  test('when another account holds the address confirmed, then only the holder gets a link, not accounts that merely claim it', async () => {
    await signedIn('reset-claimer', PASSWORD);
    const holder = await visitor(t);
    await holder
      .post(
        '/api/auth/register',
        registration({ username: 'reset-holder', email: emailOf('reset-claimer'), password: PASSWORD }),
      )
      .expect(202);
    await t.sessionPool.query("UPDATE users SET email_confirmed_at = now() WHERE username = 'reset-holder'");

    await forgot(emailOf('reset-claimer'));

    const mails = await resetMailsTo(emailOf('reset-claimer'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain('"reset-holder"');
  });

  test('when one address asks too often, from any client, then 429 with Retry-After, whether or not an account uses it', async () => {
    await signedIn('reset-flood');
    for (const email of [emailOf('reset-flood'), 'unknown-flood@example.org']) {
      for (let i = 0; i < PASSWORD_RESET_LIMITS.forgotPerAddress.limit; i += 1) await forgot(email);

      const res = await forgot(email.toUpperCase(), 429);

      expect(res.body).toEqual({ message: expect.stringMatching(TOO_MANY), error: 'RATE_LIMITED' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(await resetMailsTo(emailOf('reset-flood'))).toHaveLength(PASSWORD_RESET_LIMITS.forgotPerAddress.limit);
  });

  test('when one client asks for many addresses, then it is refused with 429 once over its limit', async () => {
    const ip = newAddress();
    for (let i = 0; i < PASSWORD_RESET_LIMITS.forgotPerClient.limit; i += 1)
      await forgot(`probe-${i}@example.org`, 202, ip);

    const res = await forgot('probe-last@example.org', 429, ip);

    expect(res.body).toEqual({ message: expect.stringMatching(TOO_MANY), error: 'RATE_LIMITED' });
    await forgot('probe-last@example.org', 202);
  });

  test("when the address is not one, then 400 with the form's message", async () => {
    const res = await forgot('not-an-address', 400);
    expect(res.body.message).toContain('Please enter a valid email address');
  });
});

describe('POST /api/auth/reset-password', () => {
  test('when the link is used, then the new password works, the old one no longer does, and the same link again is refused', async () => {
    await signedIn('reset-use');
    await forgot(emailOf('reset-use'));
    const token = await passwordLinkTokenFor(t.sessionPool, emailOf('reset-use'));

    const res = await reset(token);

    expect(res.body).toEqual({
      success: true,
      message: 'Your password has been reset. Please sign in with your new password.',
    });
    expect(await signIn('reset-use', NEW_PASSWORD)).toBe(200);
    expect(await signIn('reset-use', PASSWORD)).toBe(401);
    expect((await reset(token, 'Yet-another-pass-3', 400)).body).toEqual(INVALID_LINK);
    expect(await signIn('reset-use', NEW_PASSWORD)).toBe(200);
  });

  test('when the link has expired, then it is refused and the password stays', async () => {
    await signedIn('reset-late');
    await forgot(emailOf('reset-late'));
    const token = await passwordLinkTokenFor(t.sessionPool, emailOf('reset-late'));
    await t.sessionPool.query(
      "UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [createHash('sha256').update(token).digest('hex')],
    );

    expect((await reset(token, NEW_PASSWORD, 400)).body).toEqual(INVALID_LINK);

    expect(await signIn('reset-late', PASSWORD)).toBe(200);
  });

  test('when a newer link was asked for, then the older one no longer works', async () => {
    await signedIn('reset-twice');
    await forgot(emailOf('reset-twice'));
    const older = await passwordLinkTokenFor(t.sessionPool, emailOf('reset-twice'));
    await forgot(emailOf('reset-twice'));
    const newer = await passwordLinkTokenFor(t.sessionPool, emailOf('reset-twice'));

    expect((await reset(older, NEW_PASSWORD, 400)).body).toEqual(INVALID_LINK);
    await reset(newer);
  });

  test('when the password is reset, then every session of the account is signed out, the old cookies included', async () => {
    const laptop = await signedIn('reset-everywhere');
    const phone = await visitor(t);
    await phone.post('/api/auth/login', { username: 'reset-everywhere', password: PASSWORD }).expect(200);
    await forgot(emailOf('reset-everywhere'));

    await reset(await passwordLinkTokenFor(t.sessionPool, emailOf('reset-everywhere')));

    await laptop.get('/api/auth/user').expect(401);
    await phone.get('/api/auth/user').expect(401);
    const { rows } = await t.sessionPool.query(
      "SELECT count(*)::int AS n FROM session WHERE sess->>'userId' = (SELECT id::text FROM users WHERE username = 'reset-everywhere')",
    );
    expect(rows[0]?.n).toBe(0);
  });

  test('when the link is used from a browser signed in to that account, then that browser is signed out too', async () => {
    const v = await signedIn('reset-here');
    await forgot(emailOf('reset-here'));

    const res = await v
      .post('/api/auth/reset-password', {
        token: await passwordLinkTokenFor(t.sessionPool, emailOf('reset-here')),
        newPassword: NEW_PASSWORD,
      })
      .expect(200);

    expect(String(res.headers['set-cookie'])).toMatch(/portal\.sid=;/);
    await v.get('/api/auth/user').expect(401);
  });

  test('when the new password breaks the password rule (length, four kinds, not a common password), then 400 with its message, and the link still works', async () => {
    await signedIn('reset-weak');
    await forgot(emailOf('reset-weak'));
    const token = await passwordLinkTokenFor(t.sessionPool, emailOf('reset-weak'));

    expect((await reset(token, 'short', 400)).body.message).toContain('New password must be at least 12 characters');
    expect((await reset(token, 'alllowercaseletters', 400)).body.message).toContain(
      'Password must contain at least one uppercase letter',
    );
    // One rule with sign-up and change: a common password, however decorated, is refused too.
    expect((await reset(token, 'Password1234!', 400)).body.message).toBe(COMMON_PASSWORD_MESSAGE);

    await reset(token);
  });

  test('when the token is not one, then 400 with a clear message', async () => {
    expect((await reset('x', NEW_PASSWORD, 400)).body.message).toContain('The password reset link is incomplete');
    expect((await reset('A'.repeat(43), NEW_PASSWORD, 400)).body).toEqual(INVALID_LINK);
  });
});
