import express, { type Express } from 'express';
import type { Sequelize } from 'sequelize';
import request from 'supertest';
import { createSequelize } from '../src/db/sequelize';
import { errorHandler } from '../src/http/errors';
import { createLogger } from '../src/http/logger';
import { createRateLimiter, tooManyRequestsMessage, type RateLimitOptions } from '../src/http/rateLimit';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const TEN_MINUTES = 10 * 60 * 1000;

/** Windows are fixed slots of the clock: a sequence of requests must not straddle the end of one. */
const awayFromWindowEdge = async (windowMs: number) => {
  const left = windowMs - (Date.now() % windowMs);
  if (left < 2000) await new Promise((resolve) => setTimeout(resolve, left + 100));
};
beforeEach(() => awayFromWindowEdge(TEN_MINUTES));

/** A bare app behind a trusted loopback proxy, so X-Forwarded-For chooses the client's address. */
const limitedApp = (sequelize: Sequelize, options: Partial<RateLimitOptions> = {}): Express => {
  const { rateLimit } = createRateLimiter(sequelize);
  const app = express();
  app.set('trust proxy', 'loopback');
  app.post('/limited', rateLimit({ name: 'test', limit: 3, windowMs: TEN_MINUTES, ...options }), (_req, res) => res.json({ ok: true }));
  app.use(errorHandler(createLogger('silent')));
  return app;
};

const post = (app: Express, ip: string) => request(app).post('/limited').set('X-Forwarded-For', ip);

const countRows = async (key: string) =>
  (await t.sessionPool.query<{ count: string }>('SELECT count(*) FROM rate_limits WHERE key = $1', [key])).rows[0]?.count;

describe('rateLimit', () => {
  test('when a client goes over the limit, then 429 RATE_LIMITED with Retry-After until the window ends', async () => {
    const app = limitedApp(t.sequelize, { name: 'over-limit' });
    for (let i = 0; i < 3; i += 1) await post(app, '203.0.113.1').expect(200);

    const res = await post(app, '203.0.113.1').expect(429);

    expect(res.body).toEqual({ message: expect.stringMatching(/^Too many requests\. Please try again in (\d+) minutes?\.$/), error: 'RATE_LIMITED' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
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
    await t.sessionPool.query(`UPDATE rate_limits SET window_start = window_start - interval '1 hour' WHERE key = 'rollover:203.0.113.4'`);

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

    const statuses = await Promise.all(Array.from({ length: 12 }, () => post(app, '203.0.113.6').then((res) => res.status)));

    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  test('when a limiter is declared with a bad name or limit, then it fails at start-up, not per request', () => {
    const { rateLimit } = createRateLimiter(t.sequelize);

    expect(() => rateLimit({ name: 'Bad Name', limit: 1, windowMs: TEN_MINUTES })).toThrow(/lower-case/);
    expect(() => rateLimit({ name: 'ok', limit: 0, windowMs: TEN_MINUTES })).toThrow(/positive integer/);
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
