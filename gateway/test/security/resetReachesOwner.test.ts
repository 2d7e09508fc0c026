import { registration, visitor } from '../../src/modules/auth/authTestKit';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';
import { signIn, signInAs } from '../users';

// Finding (outside test, round three, low): three registrations with a victim's address pushed
// the victim's own unconfirmed account out of forgot-password's three links.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const ADDRESS = 'reset-victim@example.org';
const resetMails = async () =>
  (
    await t.sessionPool.query<{ text_body: string }>(
      "SELECT text_body FROM mail_outbox WHERE to_address = $1 AND subject LIKE 'Reset your%' ORDER BY created_at",
      [ADDRESS],
    )
  ).rows.map((row) => row.text_body);
const accountsWith = async (address: string) =>
  (await t.sessionPool.query('SELECT username FROM users WHERE lower(email) = $1 ORDER BY created_at', [address])).rows;

test('however many register with the address, a reset still reaches the account that was there first', async () => {
  await signInAs(t, 'reset-victim', ['traveller'], { emailConfirmed: false });
  const attacker = await visitor(t);
  const answers = [];
  for (const name of ['reset-squat1', 'reset-squat2', 'reset-squat3', 'reset-squat4'])
    answers.push(
      await attacker.post(
        '/api/auth/register',
        registration({ username: name, email: ADDRESS, password: 'Squatting-Here-2026' }),
      ),
    );
  const owner = await visitor(t);

  await owner.post('/api/auth/forgot-password', { email: ADDRESS }).expect(202);

  // Registration answers the same whether or not an account was made.
  expect(new Set(answers.map((res) => `${res.status} ${JSON.stringify(res.body)}`)).size).toBe(1);
  expect((await accountsWith(ADDRESS)).length).toBeLessThanOrEqual(3);
  const mails = await resetMails();
  const victimMail = mails.find((text) => text.includes('"reset-victim"'));
  expect(victimMail).toBeDefined();
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(victimMail ?? '')?.[1];
  await owner.post('/api/auth/reset-password', { token, newPassword: 'Mine-Again-2026!' }).expect(200);
  await signIn(t, 'reset-victim', 'Mine-Again-2026!');
});

test('a registration past the cap makes no account and tells the address how to reach the accounts that claim it', async () => {
  const address = 'reset-crowded@example.org';
  const someone = await visitor(t);
  for (const name of ['crowd-1', 'crowd-2', 'crowd-3', 'crowd-4'])
    await someone
      .post('/api/auth/register', registration({ username: name, email: address, password: 'Crowded-House-2026' }))
      .expect(202);

  expect((await accountsWith(address)).map((row) => row.username)).toEqual(['crowd-1', 'crowd-2', 'crowd-3']);
  const { rows } = await t.sessionPool.query<{ text_body: string }>(
    "SELECT text_body FROM mail_outbox WHERE to_address = $1 AND subject LIKE '%already waits for confirmation'",
    [address],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]?.text_body).toContain('/forgot-password');
});
