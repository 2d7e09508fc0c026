import { createHash } from 'node:crypto';
import request from 'supertest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { RESEND_CONFIRMATION_LIMIT } from './auth.routes';
import { awayFromWindowEdge, registration, visitor, type Visitor } from './authTestKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** The token of the newest confirmation link sent to this address. */
const latestToken = async (address: string): Promise<string> => {
  const rows = (
    await t.sessionPool.query<{ text_body: string }>(
      "SELECT text_body FROM mail_outbox WHERE to_address = $1 AND subject LIKE 'Confirm%' ORDER BY created_at DESC LIMIT 1",
      [address],
    )
  ).rows;
  const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link sent to ${address}`);
  return token;
};

/** Registers and signs in; the address is unconfirmed. */
const registered = async (username: string, email = `${username}@example.org`): Promise<Visitor> => {
  const v = await visitor(t);
  await v.post('/api/auth/register', registration({ username, email })).expect(202);
  await v.post('/api/auth/login', { username, password: 'Jane-Doe-Travels-2026' }).expect(200);
  await v.refreshToken();
  return v;
};
const confirmed = async (v: Visitor): Promise<boolean> =>
  (await v.get('/api/auth/user').expect(200)).body.emailConfirmed;

describe('POST /api/auth/confirm-email', () => {
  test('when the link is followed, then the address is confirmed; the same link again is refused', async () => {
    const v = await registered('conf-ada');
    expect(await confirmed(v)).toBe(false);
    const token = await latestToken('conf-ada@example.org');

    const res = await v.post('/api/auth/confirm-email', { token }).expect(200);

    expect(res.body).toEqual({ success: true, message: 'Your e-mail address is confirmed.' });
    expect(await confirmed(v)).toBe(true);
    const again = await v.post('/api/auth/confirm-email', { token }).expect(400);
    expect(again.body).toEqual({
      message: 'This confirmation link is invalid, used or expired. Sign in and ask for a new one from your profile.',
      error: 'CONFIRMATION_INVALID',
    });
  });

  test('when the link is followed in another browser, signed out, then it works there too', async () => {
    await registered('conf-elsewhere');
    const elsewhere = await visitor(t);

    await elsewhere
      .post('/api/auth/confirm-email', { token: await latestToken('conf-elsewhere@example.org') })
      .expect(200);

    expect(
      (await t.sessionPool.query("SELECT email_confirmed_at FROM users WHERE username = 'conf-elsewhere'")).rows[0]
        ?.email_confirmed_at,
    ).toBeInstanceOf(Date);
  });

  test('the token is stored only as its sha256 hash, and expires 24 hours after it was sent', async () => {
    await registered('conf-hash');
    const token = await latestToken('conf-hash@example.org');

    const [row] = (
      await t.sessionPool.query<{ token_hash: string; expires_at: Date; created_at: Date }>(
        "SELECT token_hash, expires_at, c.created_at FROM email_confirmations c JOIN users u ON u.id = c.user_id WHERE u.username = 'conf-hash'",
      )
    ).rows;

    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(row?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify((await t.sessionPool.query('SELECT * FROM email_confirmations')).rows)).not.toContain(token);
    expect((row?.expires_at.getTime() ?? 0) - (row?.created_at.getTime() ?? 0)).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect((row?.expires_at.getTime() ?? 0) - (row?.created_at.getTime() ?? 0)).toBeLessThanOrEqual(
      24 * 3600_000 + 60_000,
    );
  });

  test('when the link has expired, then it is refused and the address stays unconfirmed', async () => {
    const v = await registered('conf-late');
    const token = await latestToken('conf-late@example.org');
    await t.sessionPool.query(
      "UPDATE email_confirmations SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE username = 'conf-late')",
    );

    await v.post('/api/auth/confirm-email', { token }).expect(400);

    expect(await confirmed(v)).toBe(false);
  });

  test.each([[{}], [{ token: 'short' }], [{ token: `${'A'.repeat(43)}!` }]])(
    'when the body is %j, then 400 VALIDATION_ERROR',
    async (body) => {
      const v = await visitor(t);

      const res = await v.post('/api/auth/confirm-email', body).expect(400);

      expect(res.body).toMatchObject({ message: 'The confirmation link is incomplete', error: 'VALIDATION_ERROR' });
    },
  );

  test('without a CSRF token, then 403 and nothing is confirmed', async () => {
    const v = await registered('conf-csrf');

    await request(t.app)
      .post('/api/auth/confirm-email')
      .send({ token: await latestToken('conf-csrf@example.org') })
      .expect(403);

    expect(await confirmed(v)).toBe(false);
  });
});

describe('two accounts claim one address', () => {
  test("the first to confirm holds it; the other's link stops working and asking for another sends nothing", async () => {
    const first = await registered('claim-first', 'both@example.org');
    const firstToken = await latestToken('both@example.org');
    const second = await registered('claim-second', 'both@example.org');
    const secondToken = await latestToken('both@example.org');

    await second.post('/api/auth/confirm-email', { token: secondToken }).expect(200);

    expect((await first.post('/api/auth/confirm-email', { token: firstToken }).expect(400)).body.error).toBe(
      'CONFIRMATION_INVALID',
    );
    expect(await confirmed(first)).toBe(false);
    // Asking for another link answers as usual (it would otherwise tell the address is a customer's) and sends nothing.
    const linksBefore = await t.sessionPool.query('SELECT count(*)::int AS n FROM mail_outbox');
    const resend = await first.post('/api/auth/confirm-email/resend').expect(200);
    expect(resend.body.success).toBe(true);
    expect((await t.sessionPool.query('SELECT count(*)::int AS n FROM mail_outbox')).rows).toEqual(linksBefore.rows);
  });
});

describe('POST /api/auth/confirm-email/resend', () => {
  test('when a signed-in account with an unconfirmed address asks, then a new link is sent and the previous one stops working', async () => {
    const v = await registered('resend-ada');
    const old = await latestToken('resend-ada@example.org');

    const res = await v.post('/api/auth/confirm-email/resend').expect(200);

    expect(res.body).toEqual({ success: true, message: 'We sent a new confirmation link to your e-mail address.' });
    const fresh = await latestToken('resend-ada@example.org');
    expect(fresh).not.toBe(old);
    await v.post('/api/auth/confirm-email', { token: old }).expect(400);
    await v.post('/api/auth/confirm-email', { token: fresh }).expect(200);
    expect((await v.post('/api/auth/confirm-email/resend').expect(409)).body.error).toBe('ALREADY_CONFIRMED');
  });

  test('when nobody is signed in, then 401', async () => {
    await (await visitor(t)).post('/api/auth/confirm-email/resend').expect(401);
  });

  test(`when an account asks more than ${RESEND_CONFIRMATION_LIMIT.limit} times in an hour, then 429`, async () => {
    await awayFromWindowEdge(RESEND_CONFIRMATION_LIMIT.windowMs);
    const v = await registered('resend-many');
    for (let i = 0; i < RESEND_CONFIRMATION_LIMIT.limit; i++)
      await v.post('/api/auth/confirm-email/resend').expect(200);

    const res = await v.post('/api/auth/confirm-email/resend').expect(429);

    expect(res.body.error).toBe('RATE_LIMITED');
  });
});
