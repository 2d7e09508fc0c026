import request from 'supertest';
import { sessionUserSchema } from '@portal/platform-common/contracts';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { REGISTER_LIMIT } from './auth.routes';
import { awayFromWindowEdge, registration, visitor } from './authTestKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const mailsTo = async (address: string) =>
  (
    await t.sessionPool.query<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY created_at',
      [address],
    )
  ).rows;
const accountsWithEmail = async (email: string) =>
  Number(
    (await t.sessionPool.query('SELECT count(*) FROM users WHERE lower(email) = lower($1)', [email])).rows[0]?.count,
  );

const storedHash = async (username: string) =>
  (
    await t.sessionPool.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE lower(username) = lower($1)',
      [username],
    )
  ).rows[0]?.password_hash;

describe('POST /api/auth/register', () => {
  test("when the form is complete, then 202 with the message to check one's e-mail, the visitor is not signed in yet, and the address gets a confirmation link", async () => {
    const v = await visitor(t);

    const res = await v
      .post('/api/auth/register', registration({ username: 'ada', email: 'Ada@Example.org' }))
      .expect(202);

    expect(res.body).toEqual({ success: true, message: 'Check your e-mail to finish signing up.' });
    await v.get('/api/auth/user').expect(401);
    const mails = await mailsTo('ada@example.org');
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your e-mail address for SkyTeal Travel']);
    expect(mails[0]?.text_body).toMatch(
      /^Please confirm that this is your e-mail address for the SkyTeal Travel account "ada"\.\n\nConfirm my e-mail address: http:\/\/localhost:\d+\/confirm-email\?token=[A-Za-z0-9_-]{43}\n/,
    );
  });

  test('when the new account signs in before confirming, then it is a traveller with the profile given, its address not yet confirmed', async () => {
    const v = await visitor(t);
    await v
      .post(
        '/api/auth/register',
        registration({ username: 'grace', email: 'grace@example.org', firstName: ' Grace ', lastName: 'Hopper' }),
      )
      .expect(202);

    await v.post('/api/auth/login', { username: 'grace', password: 'Jane-Doe-Travels-2026' }).expect(200);

    const me = sessionUserSchema.parse((await v.get('/api/auth/user').expect(200)).body);
    expect(me).toMatchObject({
      username: 'grace',
      email: 'grace@example.org',
      emailConfirmed: false,
      firstName: 'Grace',
      lastName: 'Hopper',
      isAdmin: false,
      roles: ['traveller'],
    });
    expect(Date.now() - Date.parse(me.createdAt)).toBeLessThan(60_000);
  });

  test('when the request claims roles, then they are ignored: roles never come from the client', async () => {
    const v = await visitor(t);
    await v
      .post('/api/auth/register', {
        ...registration({ username: 'mallory', email: 'mallory@example.org' }),
        roles: ['admin'],
        isAdmin: true,
      })
      .expect(202);

    await v.post('/api/auth/login', { username: 'mallory', password: 'Jane-Doe-Travels-2026' }).expect(200);

    expect((await v.get('/api/auth/user').expect(200)).body).toMatchObject({ isAdmin: false, roles: ['traveller'] });
  });

  test('when an account is created, then its password is stored as an argon2id hash, never as typed', async () => {
    const v = await visitor(t);
    await v
      .post(
        '/api/auth/register',
        registration({ username: 'hashme', email: 'hashme@example.org', password: 'Plain-Secret-As-Typed-1' }),
      )
      .expect(202);

    const hash = await storedHash('hashme');

    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    // OWASP's baseline: 19 MiB, 2 passes, 1 lane (the library's own order of the parameters).
    expect(hash?.split('$')[3]?.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
    expect(hash).not.toContain('Plain-Secret-As-Typed-1');
  });

  test('when the username is taken in another case, then the same 202, no account, and the address given is told to pick another name', async () => {
    const v = await visitor(t);
    const first = await v
      .post('/api/auth/register', registration({ username: 'Taken.Name', email: 'first@example.org' }))
      .expect(202);

    const res = await v
      .post('/api/auth/register', registration({ username: 'taken.name', email: 'second@example.org' }))
      .expect(202);

    expect(res.body).toEqual(first.body);
    expect(await accountsWithEmail('second@example.org')).toBe(0);
    const [mail] = await mailsTo('second@example.org');
    expect(mail?.subject).toBe('Your SkyTeal Travel sign-up: that username is taken');
    expect(mail?.text_body).toContain('the username "taken.name", which is already taken. No account was created.');
  });

  test('when the e-mail belongs to a confirmed account, in another case, then the same 202, no account, and its owner is told by e-mail', async () => {
    const v = await visitor(t);
    const first = await v
      .post('/api/auth/register', registration({ username: 'owner', email: 'shared@example.org' }))
      .expect(202);
    await t.sessionPool.query("UPDATE users SET email_confirmed_at = now() WHERE username = 'owner'");

    const res = await v
      .post('/api/auth/register', registration({ username: 'someone-else', email: 'SHARED@example.org' }))
      .expect(202);

    expect(res.body).toEqual(first.body);
    expect(await storedHash('someone-else')).toBeUndefined();
    const mails = await mailsTo('shared@example.org');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm your e-mail address for SkyTeal Travel',
      'Someone tried to sign up to SkyTeal Travel with your e-mail address',
    ]);
    expect(mails[1]?.text_body).toContain('your account "owner". No new account was created.');
  });

  test('when the e-mail is only claimed by an unconfirmed account, then another account may claim it too (the first to confirm holds it)', async () => {
    const v = await visitor(t);
    await v
      .post('/api/auth/register', registration({ username: 'claim-one', email: 'claimed@example.org' }))
      .expect(202);

    await v
      .post('/api/auth/register', registration({ username: 'claim-two', email: 'claimed@example.org' }))
      .expect(202);

    expect(await accountsWithEmail('claimed@example.org')).toBe(2);
  });

  test('when the same username is registered twice at once, then both get the same answer and exactly one account exists', async () => {
    const v = await visitor(t);

    const answers = await Promise.all(
      ['race@example.org', 'race2@example.org'].map((email) =>
        v
          .post('/api/auth/register', registration({ username: 'racer', email }))
          .then((res) => [res.status, res.body] as const),
      ),
    );

    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]?.[0]).toBe(202);
    expect(
      Number((await t.sessionPool.query("SELECT count(*) FROM users WHERE username = 'racer'")).rows[0]?.count),
    ).toBe(1);
  });

  test.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: undefined }, 'Username must be at least 3 characters'],
    [{ username: '  ab  ' }, 'Username must be at least 3 characters'],
    [{ username: 'jane doe' }, 'Username can only contain letters, numbers, dots, underscores and hyphens'],
    [{ username: 'x'.repeat(41) }, 'Username must be at most 40 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: '' }, 'Please enter a valid email address'],
    [{ email: undefined }, 'Please enter a valid email address'],
    [{ firstName: '' }, 'First name is required'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ lastName: undefined }, 'Last name is required'],
    [{ password: '12345' }, 'Password must be at least 12 characters'],
    [{ password: undefined }, 'Password must be at least 12 characters'],
    [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
  ])('when the form has %j, then 400 "%s"', async (override, message) => {
    const v = await visitor(t);

    const res = await v
      .post('/api/auth/register', registration({ username: 'valid-name', email: 'valid@example.org', ...override }))
      .expect(400);

    expect(res.body).toMatchObject({ message, error: 'VALIDATION_ERROR' });
  });

  test('when an address registers more than 20 times in 15 minutes, then 429', async () => {
    await awayFromWindowEdge(REGISTER_LIMIT.windowMs);
    const v = await visitor(t);
    for (let i = 0; i < REGISTER_LIMIT.limit; i += 1) await v.post('/api/auth/register', { username: 'x' }).expect(400);

    const res = await v
      .post('/api/auth/register', registration({ username: 'late', email: 'late@example.org' }))
      .expect(429);

    expect(res.body.error).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('when there is no session and no CSRF token, then 403 and nothing is created', async () => {
    await request(t.app)
      .post('/api/auth/register')
      .send(registration({ username: 'nocsrf', email: 'nocsrf@example.org' }))
      .expect(403);

    expect(await storedHash('nocsrf')).toBeUndefined();
  });
});
