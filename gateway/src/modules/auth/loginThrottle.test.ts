import type { Request, Response } from 'express';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { awayFromWindowEdge, newAddress, registration, visitor, type Visitor } from './authTestKit';
import { createLoginThrottle, LOGIN_LIMITS, tooManySignInAttemptsMessage } from './loginThrottle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());
beforeEach(() => awayFromWindowEdge(LOGIN_LIMITS.perAccount.windowMs));

const PASSWORD = 'Right-Password-2026';
const TOO_MANY = /^Too many sign-in attempts\. Please try again in (\d+) minutes?\.$/;
const PER_PAIR = LOGIN_LIMITS.perAccountAndIp.limit;

/** A registered traveller, address confirmed, whose sign-ins the story counts. */
const account = async (username: string) => {
  const v = await visitor(t);
  await v
    .post('/api/auth/register', registration({ username, email: `${username}@example.org`, password: PASSWORD }))
    .expect(202);
  await t.sessionPool.query('UPDATE users SET email_confirmed_at = now() WHERE username = $1', [username]);
  return username;
};

/** One sign-in attempt from a fresh browser at `ip`, expected to answer `status`. */
const attempt = async (username: string, password: string, status: number, ip = newAddress()) => {
  const v: Visitor = await visitor(t, ip);
  return v.post('/api/auth/login', { username, password }).expect(status);
};

describe('POST /api/auth/login, one address guessing at one account', () => {
  test('when an address has 5 failed attempts at an account, then its 6th is refused with 429 and Retry-After, even with the right password', async () => {
    const username = await account('guessed');
    const ip = newAddress();
    for (let i = 0; i < PER_PAIR; i += 1) await attempt(username, `wrong-${i}`, 401, ip);

    const res = await attempt(username, PASSWORD, 429, ip);

    expect(res.body).toEqual({ message: expect.stringMatching(TOO_MANY), error: 'RATE_LIMITED' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // Sliding windows: the rest of this 15-minute slot, then until enough of it has slid out.
    expect(retryAfter).toBeLessThanOrEqual(2 * 15 * 60);
    expect(res.body.message).toBe(tooManySignInAttemptsMessage(retryAfter));
  });

  test('when an address is refused at an account, then the owner still signs in from another address, and that address still signs in to other accounts', async () => {
    const targeted = await account('not-locked-out');
    const other = await account('unaffected');
    const attacker = newAddress();
    for (let i = 0; i < PER_PAIR; i += 1) await attempt(targeted, 'wrong', 401, attacker);
    await attempt(targeted, PASSWORD, 429, attacker);

    await attempt(targeted, PASSWORD, 200, newAddress());
    await attempt(other, PASSWORD, 200, attacker);
  });

  test('when the failures come in another letter case or by the e-mail address, then they count against the same account', async () => {
    await account('casey');
    const ip = newAddress();
    for (const spelling of ['casey', 'CASEY', 'casey@example.org', 'Casey@Example.org', 'caseY'])
      await attempt(spelling, 'wrong', 401, ip);

    await attempt('casey@example.org', PASSWORD, 429, ip);
  });

  test('when sign-ins succeed in between, then they do not count: only failures add up', async () => {
    const username = await account('regular');
    const ip = newAddress();
    for (let i = 0; i < PER_PAIR - 1; i += 1) await attempt(username, 'wrong', 401, ip);
    for (let i = 0; i < 3; i += 1) await attempt(username, PASSWORD, 200, ip);

    await attempt(username, 'wrong', 401, ip);
    await attempt(username, PASSWORD, 429, ip);
  });

  test('when many guesses arrive at once from one address, then no more than 5 are checked', async () => {
    const username = await account('burst');
    const ip = newAddress();

    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        visitor(t, ip)
          .then((v) => v.post('/api/auth/login', { username, password: `guess-${i}` }))
          .then((res) => res.status),
      ),
    );

    expect(statuses.filter((status) => status === 401)).toHaveLength(PER_PAIR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - PER_PAIR);
  });

  test('when the username does not exist, then it is throttled the same way (no hint that it is unknown)', async () => {
    const ip = newAddress();
    for (let i = 0; i < PER_PAIR; i += 1) await attempt('ghost', 'wrong', 401, ip);

    const res = await attempt('ghost', 'wrong', 429, ip);

    expect(res.body.message).toMatch(TOO_MANY);
  });
});

describe('POST /api/auth/login, an account guessed at from many addresses', () => {
  /** One failure from each of as many addresses as the per-account limit: the account is under attack. */
  const underAttack = async (username: string): Promise<string[]> => {
    const addresses = Array.from({ length: LOGIN_LIMITS.perAccount.limit }, () => newAddress());
    for (const ip of addresses) await attempt(username, 'wrong', 401, ip);
    return addresses;
  };

  test('when the account is under attack, then an address that failed there is refused even with the right password, and a fresh address signs in', async () => {
    const username = await account('besieged');
    const [failedBefore] = await underAttack(username);

    const res = await attempt(username, PASSWORD, 429, failedBefore);

    expect(res.body).toEqual({ message: expect.stringMatching(TOO_MANY), error: 'RATE_LIMITED' });
    await attempt(username, PASSWORD, 200, newAddress());
  });

  test('when a fresh address guesses at an account under attack, then it gets one answer and then waits', async () => {
    const username = await account('besieged-too');
    await underAttack(username);
    const ip = newAddress();

    await attempt(username, 'one-guess', 401, ip);

    await attempt(username, 'second-guess', 429, ip);
    await attempt(username, PASSWORD, 429, ip);
  });

  test('when an address failed at other accounts, then it is refused at an account under attack', async () => {
    const username = await account('besieged-three');
    await underAttack(username);
    const ip = newAddress();
    await attempt('someone-else', 'wrong', 401, ip);

    await attempt(username, PASSWORD, 429, ip);
  });
});

describe('POST /api/auth/login, throttled per address', () => {
  test('when one address fails 20 times, at any accounts, then 429 even for a right password, and another address still signs in', async () => {
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

describe('createLoginThrottle, the slowdown (counters faked, the wait recorded)', () => {
  const RULES = { ...LOGIN_LIMITS, slowdownMs: 1000 };
  const req = { ip: '203.0.113.9', socket: {} } as unknown as Request;
  const res = { set: () => res } as unknown as Response;

  /** A sign-in through a throttle whose counters report `failuresBefore` and refuse the counters named. */
  const signIn = async (failuresBefore: Partial<Record<string, number>>, refused: string[] = []) => {
    const waits: number[] = [];
    const limiter = {
      hit: (name: string) =>
        Promise.resolve({
          allowed: !refused.includes(name),
          retryAfterSeconds: 60,
          countedBefore: failuresBefore[name] ?? 0,
        }),
      refund: () => Promise.resolve(),
    };
    const throttle = createLoginThrottle(limiter, RULES, (ms) => Promise.resolve(void waits.push(ms)));
    await throttle.perIp(req, res, () => undefined);
    await throttle.attempt('account:1', req, res);
    return waits;
  };

  test('when the address has failed 3 times lately, then its next sign-in waits before the password is checked', async () => {
    expect(await signIn({ 'login-ip': 3 })).toEqual([1000]);
  });

  test('when the address has failed less, then it does not wait', async () => {
    expect(await signIn({ 'login-ip': 2 })).toEqual([]);
  });

  test('when the account is under attack, then a client with no failures waits, and one with failures is refused', async () => {
    expect(await signIn({}, ['login-account'])).toEqual([1000]);
    await expect(signIn({ 'login-pair': 1 }, ['login-account'])).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    });
  });
});
