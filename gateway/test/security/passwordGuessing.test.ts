import { awayFromWindowEdge, newAddress, registration, visitor } from '../../src/modules/auth/authTestKit';
import { LOGIN_LIMITS } from '../../src/modules/auth/loginThrottle';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';

// Issue 20: throttling stops a guesser without handing them a way to lock the owner out.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());
beforeEach(() => awayFromWindowEdge(LOGIN_LIMITS.perAccount.windowMs));

const OWNER_PASSWORD = 'Owners-Own-Secret-42';
const TOO_MANY = {
  message: expect.stringMatching(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/),
  error: 'RATE_LIMITED',
};

const owner = async (username: string) => {
  await (
    await visitor(t)
  )
    .post('/api/auth/register', registration({ username, email: `${username}@example.org`, password: OWNER_PASSWORD }))
    .expect(202);
  await t.sessionPool.query('UPDATE users SET email_confirmed_at = now() WHERE username = $1', [username]);
};

const signIn = async (ip: string, username: string, password: string) =>
  (await visitor(t, ip)).post('/api/auth/login', { username, password });

describe('password guessing at sign-in', () => {
  test('an attacker guessing from one address is stopped with 429, while the owner signs in from their own address with the right password', async () => {
    await owner('guess-target');
    const attacker = newAddress();
    const guesses = ['password', '123456', 'Guess-Target-1', 'letmein', 'Summer2026!', 'qwerty', 'guess-target'];

    const answers = [];
    for (const guess of guesses) answers.push((await signIn(attacker, 'guess-target', guess)).status);

    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const refused = await signIn(attacker, 'guess-target@example.org', OWNER_PASSWORD);
    expect([refused.status, refused.body]).toEqual([429, TOO_MANY]);
    const ownersSignIn = await signIn(newAddress(), 'guess-target', OWNER_PASSWORD);
    expect(ownersSignIn.status).toBe(200);
    expect(ownersSignIn.body.user).toMatchObject({ username: 'guess-target' });
  });

  test('an attacker spreading guesses over many addresses gets one guess per address once the account is under attack, and the owner still signs in', async () => {
    await owner('spread-target');
    const botnet = Array.from({ length: LOGIN_LIMITS.perAccount.limit + 5 }, () => newAddress());

    for (const ip of botnet) expect((await signIn(ip, 'spread-target', `guess-from-${ip}`)).status).toBe(401);
    const secondRound = await Promise.all(
      botnet.map(async (ip) => (await signIn(ip, 'spread-target', OWNER_PASSWORD)).status),
    );

    expect(secondRound.every((status) => status === 429)).toBe(true);
    expect((await signIn(newAddress(), 'spread-target@example.org', OWNER_PASSWORD)).status).toBe(200);
  });

  test('guessing at an account that does not exist looks the same as at one that does', async () => {
    await owner('real-target');
    const statuses = async (username: string) => {
      const ip = newAddress();
      const seen = [];
      for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp.limit + 1; i += 1)
        seen.push((await signIn(ip, username, `guess-${i}`)).status);
      return seen;
    };

    expect(await statuses('no-such-target')).toEqual(await statuses('real-target'));
  });
});
