import request from 'supertest';
import { createTestApp, csrfToken, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';
import { signIn, signInAs, type SignedIn } from '../users';

// Finding (outside test, round three, medium): PATCH /api/auth/profile {email} needed only the
// session, so whoever held one (a stolen cookie, a shared computer) moved the account to their own
// mailbox, confirmed it, reset the password and locked the owner out; the old address got a notice
// with no way to undo it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const passwordOf = (username: string) => `${username}-Password-1!`;
const moveTo = (who: SignedIn, body: object) =>
  who.agent.patch('/api/auth/profile').set('X-CSRF-Token', who.token).send(body);
const mailTo = async (address: string) =>
  (
    await t.sessionPool.query<{ text_body: string }>(
      'SELECT text_body FROM mail_outbox WHERE to_address = $1 ORDER BY created_at',
      [address],
    )
  ).rows.map((row) => row.text_body);
const tokenIn = (path: string, texts: string[]) =>
  new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(texts.join('\n'))?.[1] ?? '';
const userOf = async (who: SignedIn) => (await who.agent.get('/api/auth/user')).body;

/** Follows a link from an e-mail in a browser of its own (nobody signed in there). */
const follow = async (path: string, token: string, fields: object = {}) => {
  const browser = request.agent(t.app);
  const csrf = await csrfToken(browser);
  return browser
    .post(path)
    .set('X-CSRF-Token', csrf)
    .send({ token, ...fields });
};

describe('a session alone cannot move an account to another mailbox', () => {
  test('without the current password, or with a wrong one, the address stays, nothing is pending and nothing is sent', async () => {
    const stolen = await signInAs(t, 'takeover-cookie', ['traveller']);

    const without = await moveTo(stolen, { email: 'thief-1@example.net' });
    const wrong = await moveTo(stolen, { email: 'thief-1@example.net', currentPassword: 'a-guess-Password-1!' });

    expect(without.status).toBe(400);
    expect(without.body).toMatchObject({ error: 'VALIDATION_ERROR', message: 'Current password is required' });
    expect(without.body.issues).toEqual([{ path: ['currentPassword'], message: 'Current password is required' }]);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'INVALID_PASSWORD', message: 'Current password is incorrect' });
    expect(await userOf(stolen)).toMatchObject({ email: 'takeover-cookie@example.org' });
    expect((await userOf(stolen)).pendingEmail).toBeUndefined();
    expect(await mailTo('thief-1@example.net')).toEqual([]);
  });

  test('names and phone still change with the session alone', async () => {
    const ada = await signInAs(t, 'takeover-names', ['traveller']);

    await moveTo(ada, { firstName: 'Ada' }).expect(200);
  });
});

describe('the address left gets a link that undoes the change and ends the other sessions', () => {
  test('followed before the new address is confirmed: the change is cancelled, its link is void, other sessions end', async () => {
    const owner = await signInAs(t, 'takeover-early', ['traveller']);
    const other = await signIn(t, 'takeover-early', passwordOf('takeover-early'));
    await moveTo(other, { email: 'thief-2@example.net', currentPassword: passwordOf('takeover-early') }).expect(200);
    const undo = tokenIn('cancel-email-change', await mailTo('takeover-early@example.org'));
    const confirm = tokenIn('confirm-email', await mailTo('thief-2@example.net'));

    const res = await follow('/api/auth/email-change/cancel', undo);

    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'The e-mail change is cancelled and your other sessions are signed out. If it was not you, reset your password.',
    );
    await other.agent.get('/api/auth/user').expect(401);
    await owner.agent.get('/api/auth/user').expect(401);
    expect((await follow('/api/auth/confirm-email', confirm)).status).toBe(400);
    const again = await signIn(t, 'takeover-early', passwordOf('takeover-early'));
    expect(await userOf(again)).toMatchObject({ email: 'takeover-early@example.org', emailConfirmed: true });
    expect((await userOf(again)).pendingEmail).toBeUndefined();
  });

  test('followed after the new address was confirmed and a reset asked there: the old address is back and the reset link is void', async () => {
    const thief = await signInAs(t, 'takeover-late', ['traveller']);
    await moveTo(thief, { email: 'thief-3@example.net', currentPassword: passwordOf('takeover-late') }).expect(200);
    expect(
      (await follow('/api/auth/confirm-email', tokenIn('confirm-email', await mailTo('thief-3@example.net')))).status,
    ).toBe(200);
    const guest = request.agent(t.app);
    const guestCsrf = await csrfToken(guest);
    await guest
      .post('/api/auth/forgot-password')
      .set('X-CSRF-Token', guestCsrf)
      .send({ email: 'thief-3@example.net' })
      .expect(202);
    const reset = tokenIn('reset-password', await mailTo('thief-3@example.net'));
    expect(reset).not.toBe('');

    const undo = tokenIn('cancel-email-change', await mailTo('takeover-late@example.org'));
    expect((await follow('/api/auth/email-change/cancel', undo)).status).toBe(200);

    await thief.agent.get('/api/auth/user').expect(401);
    const owner = await signIn(t, 'takeover-late', passwordOf('takeover-late'));
    expect(await userOf(owner)).toMatchObject({ email: 'takeover-late@example.org', emailConfirmed: true });
    const resetAttempt = await follow('/api/auth/reset-password', reset, { newPassword: 'Thief-owns-it-now-1!' });
    expect(resetAttempt.status).toBe(400);
  });

  test('a link works once; a made-up one is refused', async () => {
    const ada = await signInAs(t, 'takeover-once', ['traveller']);
    await moveTo(ada, { email: 'thief-4@example.net', currentPassword: passwordOf('takeover-once') }).expect(200);
    const undo = tokenIn('cancel-email-change', await mailTo('takeover-once@example.org'));

    const first = await follow('/api/auth/email-change/cancel', undo);
    const second = await follow('/api/auth/email-change/cancel', undo);
    const madeUp = await follow('/api/auth/email-change/cancel', 'A'.repeat(43));

    expect(first.status).toBe(200);
    expect(second.status).toBe(400);
    expect(second.body.error).toBe('UNDO_LINK_INVALID');
    expect(madeUp.body.error).toBe('UNDO_LINK_INVALID');
  });
});
