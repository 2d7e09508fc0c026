import request from 'supertest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { signIn, signInAs, type SignedIn } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const patch = (who: SignedIn, body: object) =>
  who.agent.patch('/api/auth/profile').set('X-CSRF-Token', who.token).send(body);
const userOf = async (who: SignedIn) => (await who.agent.get('/api/auth/user').expect(200)).body;
const mailTo = async (address: string) =>
  (
    await t.sessionPool.query<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY created_at',
      [address],
    )
  ).rows;
const linkTokenIn = (text: string) => /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('PATCH /api/auth/profile: names and phone', () => {
  test('when the traveller changes their names and phone, then they are saved and the answer is the user as now in force', async () => {
    const ada = await signInAs(t, 'prof-names', ['traveller']);

    const res = await patch(ada, { firstName: ' Ada ', lastName: 'Byron', phone: '+44 20 7946 0958' }).expect(200);

    expect(res.body).toMatchObject({
      success: true,
      message: 'Your profile has been updated.',
      user: { firstName: 'Ada', lastName: 'Byron', phone: '+44 20 7946 0958', email: 'prof-names@example.org' },
    });
    expect(await userOf(ada)).toMatchObject({ firstName: 'Ada', lastName: 'Byron', phone: '+44 20 7946 0958' });
    await patch(ada, { phone: '' }).expect(200);
    expect((await userOf(ada)).phone).toBeUndefined();
  });

  test.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '   ' }, 'Last name is required'],
    [{ email: 'not-an-address' }, 'Please enter a valid email address'],
    [{ phone: 'call me' }, 'Please enter a valid phone number'],
    [
      { phone: '020 7946 0958' },
      'Please enter the phone number in international format: + and the country code, then the number (for example +1 212 555 0100).',
    ],
    [{}, 'Change at least one field of your profile.'],
  ])('when the body is %j, then 400 with the field message and nothing changes', async (body, message) => {
    const ada = await signInAs(t, `prof-bad-${Object.keys(body).join('') || 'none'}-${message.length}`, ['traveller']);
    const before = await userOf(ada);

    const res = await patch(ada, body).expect(400);

    expect(res.body).toMatchObject({ message, error: 'VALIDATION_ERROR' });
    expect(await userOf(ada)).toEqual(before);
  });

  test('when the body holds anything else (a username, roles), then 400 and nothing changes', async () => {
    const ada = await signInAs(t, 'prof-strict', ['traveller']);

    for (const body of [
      { firstName: 'Ada', username: 'root' },
      { firstName: 'Ada', roles: ['admin'] },
      { firstName: 'Ada', isAdmin: true },
    ])
      await patch(ada, body).expect(400);

    expect(await userOf(ada)).toMatchObject({
      username: 'prof-strict',
      firstName: 'prof-strict',
      isAdmin: false,
      roles: ['traveller'],
    });
  });

  test('signed out, then 401; without the CSRF token, then 403', async () => {
    const ada = await signInAs(t, 'prof-guards', ['traveller']);
    const stranger = request.agent(t.app);

    const token = (await stranger.get('/api/csrf-token')).body.csrfToken as string;

    await stranger.patch('/api/auth/profile').set('X-CSRF-Token', token).send({ firstName: 'Eve' }).expect(401);
    await ada.agent.patch('/api/auth/profile').send({ firstName: 'Eve' }).expect(403);
    expect((await userOf(ada)).firstName).toBe('prof-guards');
  });
});

describe('PATCH /api/auth/profile: a new e-mail address', () => {
  test('the old address stays in force (sign-in, mail) until the link sent to the new one is followed', async () => {
    const ada = await signInAs(t, 'prof-move', ['traveller']);

    const res = await patch(ada, { email: 'Ada.New@Example.org', currentPassword: 'prof-move-Password-1!' }).expect(
      200,
    );

    expect(res.body.message).toBe(
      'We sent a confirmation link to ada.new@example.org. Your e-mail address changes once you follow it; until then, keep using the current one.',
    );
    expect(res.body.user).toMatchObject({
      email: 'prof-move@example.org',
      emailConfirmed: true,
      pendingEmail: 'ada.new@example.org',
    });
    const [link] = await mailTo('ada.new@example.org');
    expect(link?.subject).toMatch(/^Confirm your e-mail address/);
    const notice = (await mailTo('prof-move@example.org')).at(-1);
    expect(notice?.text_body).toContain('asked to change its e-mail address to ada.new@example.org');
    // Still the same account with its old address after signing in again.
    const again = await signIn(t, 'prof-move', 'prof-move-Password-1!');
    expect(await userOf(again)).toMatchObject({ email: 'prof-move@example.org', pendingEmail: 'ada.new@example.org' });

    await again.agent
      .post('/api/auth/confirm-email')
      .set('X-CSRF-Token', again.token)
      .send({ token: linkTokenIn(link?.text_body ?? '') })
      .expect(200);

    const after = await userOf(ada);
    expect(after).toMatchObject({ email: 'ada.new@example.org', emailConfirmed: true });
    expect(after.pendingEmail).toBeUndefined();
  });

  test('when another account holds the address (in any case), then the answer is as for a free address: its holder is told, no link is sent, so it is never confirmed', async () => {
    await signInAs(t, 'prof-holder', ['traveller']);
    const ada = await signInAs(t, 'prof-taker', ['traveller']);

    const res = await patch(ada, {
      email: 'PROF-HOLDER@example.org',
      firstName: 'Changed',
      currentPassword: 'prof-taker-Password-1!',
    }).expect(200);

    expect(res.body.message).toBe(
      'We sent a confirmation link to prof-holder@example.org. Your e-mail address changes once you follow it; until then, keep using the current one.',
    );
    expect(await userOf(ada)).toMatchObject({ email: 'prof-taker@example.org', firstName: 'Changed' });
    const toHolder = await mailTo('prof-holder@example.org');
    expect(toHolder.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Someone asked to use your e-mail address/),
    ]);
    expect(toHolder[0]?.text_body).not.toContain('token=');
  });

  test('when another account only claims the address (unconfirmed), then it is not held: the change waits for its link as usual', async () => {
    await signInAs(t, 'prof-claimer', ['traveller'], { emailConfirmed: false });
    const ada = await signInAs(t, 'prof-claimed', ['traveller']);

    const res = await patch(ada, {
      email: 'prof-claimer@example.org',
      currentPassword: 'prof-claimed-Password-1!',
    }).expect(200);

    expect(res.body.user.pendingEmail).toBe('prof-claimer@example.org');
  });

  test('when the traveller gives their current address again, then the pending change is cancelled and its link no longer works', async () => {
    const ada = await signInAs(t, 'prof-undo', ['traveller']);
    await patch(ada, { email: 'prof-undo-new@example.org', currentPassword: 'prof-undo-Password-1!' }).expect(200);
    const [link] = await mailTo('prof-undo-new@example.org');

    const res = await patch(ada, { email: 'prof-undo@example.org' }).expect(200);

    expect(res.body.user.pendingEmail).toBeUndefined();
    await ada.agent
      .post('/api/auth/confirm-email')
      .set('X-CSRF-Token', ada.token)
      .send({ token: linkTokenIn(link?.text_body ?? '') })
      .expect(400);
    expect(await userOf(ada)).toMatchObject({ email: 'prof-undo@example.org', emailConfirmed: true });
  });

  test('when another account confirms the address first, then the pending link is refused and the old address stays', async () => {
    const ada = await signInAs(t, 'prof-race', ['traveller']);
    await patch(ada, { email: 'prof-race-new@example.org', currentPassword: 'prof-race-Password-1!' }).expect(200);
    const [link] = await mailTo('prof-race-new@example.org');
    const rival = await signInAs(t, 'prof-rival', ['traveller']);
    await t.sessionPool.query("UPDATE users SET email = 'prof-race-new@example.org' WHERE username = 'prof-rival'");

    const res = await rival.agent
      .post('/api/auth/confirm-email')
      .set('X-CSRF-Token', rival.token)
      .send({ token: linkTokenIn(link?.text_body ?? '') })
      .expect(409);

    expect(res.body.error).toBe('EMAIL_HELD');
    expect(await userOf(ada)).toMatchObject({ email: 'prof-race@example.org', emailConfirmed: true });
  });
});
