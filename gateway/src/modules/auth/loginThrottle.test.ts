import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { awayFromWindowEdge, newAddress, registration, visitor, type Visitor } from './authTestKit';
import { LOGIN_LIMITS, tooManySignInAttemptsMessage } from './loginThrottle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());
beforeEach(() => awayFromWindowEdge(LOGIN_LIMITS.perUsername.windowMs));

const PASSWORD = 'right-password';
const TOO_MANY = /^Too many sign-in attempts\. Please try again in (\d+) minutes?\.$/;

/** A registered traveller whose sign-ins the story counts. */
const account = async (username: string) => {
  const v = await visitor(t);
  await v.post('/api/auth/register', registration({ username, email: `${username}@example.org`, password: PASSWORD })).expect(202);
  return username;
};

/** One sign-in attempt from a fresh browser at `ip`, expected to answer `status`. */
const attempt = async (username: string, password: string, status: number, ip = newAddress()) => {
  const v: Visitor = await visitor(t, ip);
  return v.post('/api/auth/login', { username, password }).expect(status);
};

describe('POST /api/auth/login, throttled per username', () => {
  test('when a username has 5 failed attempts, then the 6th is refused with 429 and Retry-After, even with the right password', async () => {
    const username = await account('guessed');
    for (let i = 0; i < LOGIN_LIMITS.perUsername.limit; i += 1) await attempt(username, `wrong-${i}`, 401);

    const res = await attempt(username, PASSWORD, 429);

    expect(res.body).toEqual({ message: expect.stringMatching(TOO_MANY), error: 'RATE_LIMITED' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // Sliding windows: the rest of this 15-minute slot, then until enough of it has slid out.
    expect(retryAfter).toBeLessThanOrEqual(2 * 15 * 60);
    expect(res.body.message).toBe(tooManySignInAttemptsMessage(retryAfter));
  });

  test('when one username is locked, then another username still signs in from the same address', async () => {
    const locked = await account('locked-out');
    const other = await account('unaffected');
    const ip = newAddress();
    for (let i = 0; i < LOGIN_LIMITS.perUsername.limit; i += 1) await attempt(locked, 'wrong', 401, ip);
    await attempt(locked, PASSWORD, 429, ip);

    await attempt(other, PASSWORD, 200, ip);
  });

  test('when the failures come in another letter case, then they count against the same account', async () => {
    await account('casey');
    for (const spelling of ['casey', 'CASEY', 'Casey', 'cAsEy', 'caseY']) await attempt(spelling, 'wrong', 401);

    await attempt('casey', PASSWORD, 429);
  });

  test('when sign-ins succeed in between, then they do not count: only failures add up', async () => {
    const username = await account('regular');
    for (let i = 0; i < 4; i += 1) await attempt(username, 'wrong', 401);
    for (let i = 0; i < 3; i += 1) await attempt(username, PASSWORD, 200);

    await attempt(username, 'wrong', 401);
    await attempt(username, PASSWORD, 429);
  });

  test('when many guesses arrive at once, then no more than 5 are checked', async () => {
    const username = await account('burst');

    const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => visitor(t).then((v) => v.post('/api/auth/login', { username, password: `guess-${i}` })).then((res) => res.status)));

    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.perUsername.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - LOGIN_LIMITS.perUsername.limit);
  });

  test('when the username does not exist, then it is throttled the same way (no hint that it is unknown)', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perUsername.limit; i += 1) await attempt('ghost', 'wrong', 401);

    const res = await attempt('ghost', 'wrong', 429);

    expect(res.body.message).toMatch(TOO_MANY);
  });
});

describe('POST /api/auth/login, throttled per address', () => {
  test('when one address fails more than 20 times, then 429 even for a right password, and another address still signs in', async () => {
    const username = await account('traveller-ip');
    const ip = newAddress();
    for (let i = 0; i < LOGIN_LIMITS.perIp.limit; i += 1) await attempt(`stranger-${i}`, 'wrong', 401, ip);

    const res = await attempt(username, PASSWORD, 429, ip);

    expect(res.body).toEqual({ message: expect.stringMatching(TOO_MANY), error: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await attempt(username, PASSWORD, 200, newAddress());
  });

  test('when many people sign in successfully from one address (an office), then none of them is refused', async () => {
    const username = await account('office-worker');
    const ip = newAddress();
    for (let i = 0; i <= LOGIN_LIMITS.perIp.limit + 2; i += 1) await attempt(username, PASSWORD, 200, ip);
  });

  test('when the requests are not even valid, then they are still counted', async () => {
    const ip = newAddress();
    for (let i = 0; i < LOGIN_LIMITS.perIp.limit; i += 1) await attempt('', '', 400, ip);

    await attempt('someone', 'something', 429, ip);
  });
});
