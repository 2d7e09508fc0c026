import express, { type Express } from 'express';
import type { Sequelize } from 'sequelize';
import request from 'supertest';
import { createSequelize } from '../src/db/sequelize';
import { errorHandler } from '../src/http/errors';
import { createLogger } from '../src/http/logger';
import {
  createRateLimiter,
  secondsUntilAllowed,
  tooManyRequestsMessage,
  type RateLimitOptions,
} from '../src/http/rateLimit';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const TEN_MINUTES = 10 * 60 * 1000;

/** A bare app behind a trusted loopback proxy, so X-Forwarded-For chooses the client's address. */
const limitedApp = (sequelize: Sequelize, options: Partial<RateLimitOptions> = {}, clockShiftMs = () => 0): Express => {
  const { rateLimit } = createRateLimiter(sequelize, clockShiftMs);
  const app = express();
  app.set('trust proxy', 'loopback');
  app.post('/limited', rateLimit({ name: 'test', limit: 3, windowMs: TEN_MINUTES, ...options }), (_req, res) =>
    res.json({ ok: true }),
  );
  app.use(errorHandler(createLogger('silent')));
  return app;
};

const post = (app: Express, ip: string) => request(app).post('/limited').set('X-Forwarded-For', ip);

const countRows = async (key: string) =>
  (await t.sessionPool.query<{ count: string }>('SELECT count(*) FROM rate_limits WHERE key = $1', [key])).rows[0]
    ?.count;

describe('rateLimit', () => {
  test('when a client goes over the limit, then 429 RATE_LIMITED with Retry-After until a request fits again', async () => {
    const app = limitedApp(t.sequelize, { name: 'over-limit' });
    for (let i = 0; i < 3; i += 1) await post(app, '203.0.113.1').expect(200);

    const res = await post(app, '203.0.113.1').expect(429);

    expect(res.body).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in (\d+) minutes?\.$/),
      error: 'RATE_LIMITED',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // At most the rest of this window and the next one, as the sliding window lets the count go.
    expect(retryAfter).toBeLessThanOrEqual(1200);
    expect(res.body.message).toBe(tooManyRequestsMessage(retryAfter));
  });

  test('when another address sends, then it has a count of its own', async () => {
    const app = limitedApp(t.sequelize, { name: 'per-address' });
    for (let i = 0; i < 3; i += 1) await post(app, '203.0.113.2').expect(200);
    await post(app, '203.0.113.2').expect(429);

    await post(app, '203.0.113.3').expect(200);
  });

  test('when a key function is given, then requests are counted by that key', async () => {
    const app = limitedApp(t.sequelize, { name: 'by-header', limit: 1, key: (req) => req.get('X-Account') ?? '' });
    await request(app).post('/limited').set('X-Account', 'jane').expect(200);

    await request(app).post('/limited').set('X-Account', 'jane').set('X-Forwarded-For', '198.51.100.9').expect(429);
    await request(app).post('/limited').set('X-Account', 'john').expect(200);
  });

  test('when the window has ended, then the client may send again and the ended window is deleted', async () => {
    const app = limitedApp(t.sequelize, { name: 'rollover', limit: 1 });
    await post(app, '203.0.113.4').expect(200);
    await post(app, '203.0.113.4').expect(429);
    await t.sessionPool.query(
      `UPDATE rate_limits SET window_start = window_start - interval '1 hour' WHERE key = 'rollover:203.0.113.4'`,
    );

    // A new instance sweeps on its first new window, as a restarted gateway would.
    await post(limitedApp(t.sequelize, { name: 'rollover', limit: 1 }), '203.0.113.4').expect(200);

    expect(await countRows('rollover:203.0.113.4')).toBe('1');
  });

  test('when two gateway instances share the database, then they share the count', async () => {
    const second = createSequelize(t.databaseUrl, { poolMax: 2 });
    try {
      const one = limitedApp(t.sequelize, { name: 'shared' });
      const two = limitedApp(second, { name: 'shared' });

      await post(one, '203.0.113.5').expect(200);
      await post(two, '203.0.113.5').expect(200);
      await post(one, '203.0.113.5').expect(200);

      await post(two, '203.0.113.5').expect(429);
      await post(one, '203.0.113.5').expect(429);
    } finally {
      await second.close();
    }
  });

  test('when many requests arrive at once, then exactly the limit goes through', async () => {
    const app = limitedApp(t.sequelize, { name: 'burst', limit: 5 });

    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => post(app, '203.0.113.6').then((res) => res.status)),
    );

    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  test('when a burst straddles the end of a window, then the new window does not grant the limit again', async () => {
    const windowMs = 60_000;
    // The limiter's clock is moved so that its now is 2 s before a window ends, then 1 s after.
    let shiftMs = windowMs - 2000 - (Date.now() % windowMs);
    const app = limitedApp(t.sequelize, { name: 'straddle', limit: 5, windowMs }, () => shiftMs);
    for (let i = 0; i < 5; i += 1) await post(app, '203.0.113.7').expect(200);
    await post(app, '203.0.113.7').expect(429);

    shiftMs += 3000;
    const res = await post(app, '203.0.113.7').expect(429);

    expect(res.body.error).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  test("when the last window's requests have slid out of the window, then the client may send again", async () => {
    const windowMs = 60_000;
    let shiftMs = windowMs - 2000 - (Date.now() % windowMs);
    const app = limitedApp(t.sequelize, { name: 'slid-out', limit: 5, windowMs }, () => shiftMs);
    for (let i = 0; i < 5; i += 1) await post(app, '203.0.113.8').expect(200);

    // Most of the next window later, the earlier five weigh less than one request.
    shiftMs += windowMs - 5000;
    await post(app, '203.0.113.8').expect(200);
  });

  test('when refused requests keep coming, then they are not counted and the wait does not grow', async () => {
    const app = limitedApp(t.sequelize, { name: 'not-counted', limit: 2 });
    await post(app, '203.0.113.9').expect(200);
    await post(app, '203.0.113.9').expect(200);
    for (let i = 0; i < 5; i += 1) await post(app, '203.0.113.9').expect(429);

    expect(await countRows('not-counted:203.0.113.9')).toBe('1');
  });

  test('when a key function gives null, then that request is not counted by this limit', async () => {
    const app = limitedApp(t.sequelize, { name: 'no-key', limit: 1, key: (req) => req.get('X-Session') ?? null });
    await request(app).post('/limited').expect(200);
    await request(app).post('/limited').expect(200);
    await request(app).post('/limited').set('X-Session', 's1').expect(200);
    await request(app).post('/limited').set('X-Session', 's1').expect(429);
  });

  test('when a counted request is refunded, then its place is free again, also once its window has become the previous one', async () => {
    const windowMs = 60_000;
    let shiftMs = windowMs - 3000 - (Date.now() % windowMs);
    const limiter = createRateLimiter(t.sequelize, () => shiftMs);
    const rule = { limit: 2, windowMs };
    expect((await limiter.hit('refunded', 'jane', rule)).allowed).toBe(true);
    expect((await limiter.hit('refunded', 'jane', rule)).allowed).toBe(true);
    expect((await limiter.hit('refunded', 'jane', rule)).allowed).toBe(false);

    await limiter.refund('refunded', 'jane', windowMs);
    expect((await limiter.hit('refunded', 'jane', rule)).allowed).toBe(true);

    // Just past the window's end both requests still weigh almost fully; a refund takes one back.
    shiftMs += 4000;
    expect((await limiter.hit('refunded', 'jane', rule)).allowed).toBe(false);
    await limiter.refund('refunded', 'jane', windowMs);
    expect((await limiter.hit('refunded', 'jane', rule)).allowed).toBe(true);
  });

  test('when several limits count one request and one refuses, then the request is counted by none of them', async () => {
    const limiter = createRateLimiter(t.sequelize);
    const perAddress = { name: 'all-ip', key: '203.0.113.9', rule: { limit: 5, windowMs: TEN_MINUTES } };
    const perSession = { name: 'all-session', key: 's1', rule: { limit: 2, windowMs: TEN_MINUTES } };
    const count = async (name: string, key: string) =>
      (await limiter.hit(name, key, { limit: 1000, windowMs: TEN_MINUTES })).countedBefore;

    expect(await limiter.hitAll([perAddress, perSession])).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect((await limiter.hitAll([perAddress, perSession])).allowed).toBe(true);
    const refused = await limiter.hitAll([perAddress, perSession]);

    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    // Two counted by each (the probe below adds its own after reading).
    expect(await count('all-ip', '203.0.113.9')).toBe(2);
    expect(await count('all-session', 's1')).toBe(2);
  });

  test('when a limiter is declared with a bad name or limit, then it fails at start-up, not per request', () => {
    const { rateLimit } = createRateLimiter(t.sequelize);

    expect(() => rateLimit({ name: 'Bad Name', limit: 1, windowMs: TEN_MINUTES })).toThrow(/lower-case/);
    expect(() => rateLimit({ name: 'ok', limit: 0, windowMs: TEN_MINUTES })).toThrow(/positive integer/);
  });
});

describe('secondsUntilAllowed', () => {
  const rule = { limit: 10, windowMs: 60_000 };

  test('when the current window is full, then the wait runs into the next window until enough has slid out', () => {
    // 10 now, 30 s into the window: the window ends in 30 s, then 10 × (1 − 9/10) of a window more.
    expect(secondsUntilAllowed(rule, 0, 10, 30_000)).toBe(36);
  });

  test("when the previous window's weight is what refuses, then the wait is until it has faded enough", () => {
    // 20 before, 0 now, 15 s in: 20 × (1 − t/60) + 1 <= 10 once t >= 33 s, 18 s from now.
    expect(secondsUntilAllowed(rule, 20, 0, 15_000)).toBe(18);
  });
});

describe('tooManyRequestsMessage', () => {
  test.each([
    [1, 'Too many requests. Please try again in 1 minute.'],
    [60, 'Too many requests. Please try again in 1 minute.'],
    [61, 'Too many requests. Please try again in 2 minutes.'],
    [600, 'Too many requests. Please try again in 10 minutes.'],
  ])('when %i seconds remain, then "%s"', (seconds, message) => {
    expect(tooManyRequestsMessage(seconds)).toBe(message);
  });
});
