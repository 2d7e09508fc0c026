import request from 'supertest';
import type { SearchResponse } from '@portal/platform-common/contracts';
import { tooManyRequestsMessage } from '../../http/rateLimit';
import { browser, roundTrip } from '../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';

// The shipped defaults for searches (12 per address, 10 per session, per minute); offer reads are
// set low here so a test does not need hundreds of requests to reach them.
const READS_PER_ADDRESS = 8;
const READS_PER_SESSION = 5;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {
      SANDBOX_CONTROLS: 'on',
      RATE_LIMIT_SEARCHES_PER_ADDRESS: '',
      RATE_LIMIT_SEARCHES_PER_SESSION: '',
      RATE_LIMIT_OFFER_READS_PER_ADDRESS: String(READS_PER_ADDRESS),
      RATE_LIMIT_OFFER_READS_PER_SESSION: String(READS_PER_SESSION),
    },
    { listen: true },
  );
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** 15 different routes from one search form: each one a new provider offer request. */
const ROUTES = [
  'LHR',
  'CDG',
  'AMS',
  'FRA',
  'MAD',
  'FCO',
  'DUB',
  'LIS',
  'BCN',
  'MUC',
  'ZRH',
  'VIE',
  'CPH',
  'ARN',
  'OSL',
].map((to) => ['JFK', to] as const);

const expectRefused = (res: request.Response) => {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(res.body).toEqual({ message: tooManyRequestsMessage(retryAfter), error: 'RATE_LIMITED' });
};

describe('provider calls are limited per client address and per session', () => {
  test('when a script makes 15 new searches in a row from one address without a session, then the ones past 12 are refused with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let refused: request.Response | undefined;
    for (const [from, to] of ROUTES) {
      const res = await request(t.app)
        .get('/api/flights/search')
        .set('X-Forwarded-For', '198.51.100.10')
        .query(roundTrip(t, from, to));
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
    }

    expect(statuses.filter((status) => status === 200)).toHaveLength(12);
    expect(statuses.slice(12)).toEqual([429, 429, 429]);
    expectRefused(refused as request.Response);
  });

  test('when a visitor rotates sessions, then the per-address limit still counts every new search', async () => {
    const statuses: number[] = [];
    for (const [from, to] of ROUTES.slice(0, 13)) {
      const b = await browser(t);
      statuses.push(
        (await b.search(roundTrip(t, from, to, { adultsCount: 2 }), { 'X-Forwarded-For': '198.51.100.11' })).status,
      );
    }

    expect(statuses.slice(0, 12).every((status) => status === 200)).toBe(true);
    expect(statuses[12]).toBe(429);
  });

  test('when one session rotates addresses behind the trusted proxy, then the per-session limit counts its new searches', async () => {
    const b = await browser(t);
    const statuses: number[] = [];
    for (const [index, [from, to]] of ROUTES.slice(0, 11).entries()) {
      statuses.push(
        (await b.search(roundTrip(t, from, to, { adultsCount: 3 }), { 'X-Forwarded-For': `203.0.113.${100 + index}` }))
          .status,
      );
    }

    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  test('when a traveller pages through one stored search many times (filters and sorting run in the browser), then no request is refused', async () => {
    const b = await browser(t);
    const search = roundTrip(t, 'JFK', 'LHR', { cabinClass: 'business' });
    await b.search(search, { 'X-Forwarded-For': '198.51.100.12' }).expect(200);

    const statuses: number[] = [];
    for (let read = 0; read < 40; read += 1) {
      const res = await b.agent
        .get('/api/flights/search')
        .set('X-Forwarded-For', '198.51.100.12')
        .query({ ...search, page: (read % 3) + 1, limit: 10 });
      statuses.push(res.status);
    }

    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  test('when one session reads offers and seat maps past its limit, then 429; another session at another address still reads', async () => {
    const b = await browser(t);
    const page: SearchResponse = (
      await b
        .search(roundTrip(t, 'JFK', 'CDG', { cabinClass: 'first' }), { 'X-Forwarded-For': '198.51.100.13' })
        .expect(200)
    ).body;
    const [first, second] = page.offers;
    if (!first || !second) throw new Error('the search found fewer than two offers');

    const paths = [
      `/api/flights/offer/${first.id}`,
      `/api/flights/seatmaps/${first.id}`,
      `/api/flights/offer/${second.id}`,
      `/api/flights/seatmaps/${second.id}`,
    ];
    for (let read = 0; read < READS_PER_SESSION; read += 1) {
      await b.agent
        .get(paths[read % paths.length] as string)
        .set('X-Forwarded-For', `198.51.100.${20 + read}`)
        .expect(200);
    }
    expectRefused(await b.agent.get(`/api/flights/seatmaps/${first.id}`).set('X-Forwarded-For', '198.51.100.30'));

    const other = await browser(t);
    await other.agent.get(`/api/flights/offer/${first.id}`).set('X-Forwarded-For', '198.51.100.31').expect(200);
  });

  test('when one address reads offers past its limit without a session, then 429; an unknown offer (no provider call) is not counted', async () => {
    const b = await browser(t);
    const page: SearchResponse = (
      await b
        .search(roundTrip(t, 'JFK', 'AMS', { cabinClass: 'first' }), { 'X-Forwarded-For': '198.51.100.40' })
        .expect(200)
    ).body;
    const offer = page.offers[0];
    if (!offer) throw new Error('the search found no offer');
    for (let read = 0; read < 20; read += 1)
      await request(t.app)
        .get('/api/flights/offer/off_0000000000000000000000')
        .set('X-Forwarded-For', '198.51.100.41')
        .expect(404);

    for (let read = 0; read < READS_PER_ADDRESS; read += 1)
      await request(t.app).get(`/api/flights/offer/${offer.id}`).set('X-Forwarded-For', '198.51.100.41').expect(200);

    expectRefused(await request(t.app).get(`/api/flights/offer/${offer.id}`).set('X-Forwarded-For', '198.51.100.41'));
  });
});
