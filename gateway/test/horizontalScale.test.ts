import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { FlightOffer } from '@portal/platform-common/contracts';
import { startStripeSandbox } from '@portal/sandbox-stripe/testing';
import { bookingBody, passengersFor } from './bookingStories';
import { startGatewayProcess, type GatewayProcess } from './support/gatewayProcess';
import { remoteBrowser } from './support/remoteBrowser';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/roundRobinProxy';
import { ADMIN, createTestDatabase } from './testApp';

// Two gateways as separate processes on one database, behind a round-robin proxy: whatever a
// single process keeps in memory (sessions, throttles, locks) would show here as a second
// login, a limit that counts half, or a booking made twice. Both reach one Stripe sandbox (the
// test runs it, as Stripe would be one service); the Duffel sandbox's orders are in the database.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let stripe: Awaited<ReturnType<typeof startStripeSandbox>>;
let gateways: GatewayProcess[] = [];
let proxy: RoundRobinProxy;
let a: string;
let b: string;

/** Each story's budget: generous, because the machine running the suite may be busy. */
const STORY_TIMEOUT_MS = 30_000;

let lastAddress = 0;
/** Addresses from 198.18.0.0/15 (RFC 2544, benchmarking): each traveller its own, as behind a real proxy. */
const newAddress = () => {
  lastAddress += 1;
  return `198.18.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

const query = async <T>(sql: string): Promise<T[]> => {
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  database = await createTestDatabase();
  stripe = await startStripeSandbox();
  const env = {
    DATABASE_URL: database.url,
    SANDBOX_STRIPE_URL: stripe.running.origin,
    SANDBOX_STRIPE_KEY: stripe.sandbox.key,
    SANDBOX_STRIPE_PUBLISHABLE_KEY: stripe.sandbox.publishableKey,
    RATE_LIMIT_PAYMENTS_PER_ADDRESS: '',
  };
  // Started together: both migrate and seed at once, which the start-up lock must serialise.
  const started = await Promise.allSettled([startGatewayProcess(env), startGatewayProcess(env)]);
  gateways = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  [a, b] = gateways.map((gateway) => gateway.origin) as [string, string];
  proxy = await startRoundRobinProxy([a, b]);
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  const codes = await Promise.all(gateways.map((gateway) => gateway.stop()));
  await stripe?.close();
  await database?.drop();
  expect(codes).toEqual(gateways.map(() => 0));
}, 60_000);

describe('sessions', () => {
  test(
    'a session made through one gateway is valid through the other, and signing out through either ends it everywhere',
    async () => {
      const v = remoteBrowser(newAddress());
      await v.refreshToken(a);
      expect((await v.post(a, '/api/auth/login', ADMIN)).status).toBe(200);

      const user = await v.get(b, '/api/auth/user');
      expect(user).toMatchObject({ status: 200, body: { username: ADMIN.username } });

      await v.refreshToken(b);
      expect((await v.post(b, '/api/auth/logout')).status).toBe(200);
      expect((await v.get(a, '/api/auth/user')).status).toBe(401);
    },
    STORY_TIMEOUT_MS,
  );
});

describe('throttles count across instances', () => {
  test(
    'five wrong passwords from one address spread over both gateways stop that address at that account on both: its sixth try is 429 even with the right password',
    async () => {
      const v = remoteBrowser(newAddress());
      await v.refreshToken(proxy.origin);
      const username = `scale${randomUUID().slice(0, 8)}`;
      const password = 'Correct-horse-battery-1';
      const registered = await v.post(proxy.origin, '/api/auth/register', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `${username}@example.org`,
        username,
        password,
        terms: true,
      });
      expect(registered.status).toBe(202);
      const before = proxy.served();

      const wrong = [];
      for (let i = 0; i < 5; i++)
        wrong.push((await v.post(proxy.origin, '/api/auth/login', { username, password: 'not-the-password' })).status);
      const sixth = await v.post(proxy.origin, '/api/auth/login', { username, password });

      expect(wrong).toEqual([401, 401, 401, 401, 401]);
      expect(sixth).toMatchObject({ status: 429, body: { error: 'RATE_LIMITED' } });
      const served = proxy.served().map((count, i) => count - (before[i] ?? 0));
      expect(served.every((count) => count >= 3)).toBe(true);
    },
    STORY_TIMEOUT_MS,
  );

  test(
    'the per-address payment limit (10 in 10 minutes) counts requests from one address at both gateways together',
    async () => {
      const v = remoteBrowser(newAddress());
      await v.refreshToken(proxy.origin);

      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push((await v.post(proxy.origin, '/api/payments/process-card', {})).status);

      expect(statuses).toEqual([...Array(10).fill(400), 429]);
      const neighbour = remoteBrowser(newAddress());
      await neighbour.refreshToken(proxy.origin);
      expect((await neighbour.post(proxy.origin, '/api/payments/process-card', {})).status).toBe(400);
    },
    STORY_TIMEOUT_MS,
  );
});

describe('bookings through both gateways at once', () => {
  const departure = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

  test('one checkout sent to both with one Idempotency-Key books once; two travellers racing for one offer through different gateways: both booked, each on an offer request of its own', async () => {
    const searcher = remoteBrowser(newAddress());
    await searcher.refreshToken(proxy.origin);
    const search = {
      origin: 'JFK',
      destination: 'LHR',
      departureDate: departure,
      cabinClass: 'economy',
      adultsCount: 1,
      childrenCount: 0,
      infantsCount: 0,
      limit: 200,
    };
    const first = await searcher.post<{ offers: FlightOffer[] }>(a, '/api/flights/search', search);
    const again = await searcher.post<{ offers: FlightOffer[] }>(b, '/api/flights/search', search);
    expect(first.status).toBe(200);
    // The search is stored in the database: the other gateway answers it with the same offers.
    expect(again.body.offers.map((offer) => offer.id)).toEqual(first.body.offers.map((offer) => offer.id));
    const offers = first.body.offers;
    expect(offers.length).toBeGreaterThanOrEqual(11);

    const checkout = async (offer: FlightOffer) => {
      const v = remoteBrowser(newAddress());
      await v.refreshToken(proxy.origin);
      const body = bookingBody({ offer, passengers: passengersFor(offer) });
      return { v, body, key: randomUUID() };
    };
    // Eight checkouts, each submitted twice at once, once to each gateway, with its own key.
    const duplicated = await Promise.all(offers.slice(0, 8).map(checkout));
    // Three offers, each wanted by two travellers (own sessions, own keys), one per gateway: an
    // offer is one traveller's, so the one who comes second gets the same flights re-shopped.
    const contested = await Promise.all(offers.slice(8, 11).flatMap((offer) => [checkout(offer), checkout(offer)]));

    const book = ({ v, body, key }: Awaited<ReturnType<typeof checkout>>, origin: string) =>
      v.post<{ id: string; status: string; error?: string }>(origin, '/api/bookings', body, { 'Idempotency-Key': key });
    const [pairs, rivals] = await Promise.all([
      Promise.all(duplicated.map((c) => Promise.all([book(c, a), book(c, b)]))),
      Promise.all(contested.map((c, i) => book(c, i % 2 === 0 ? a : b))),
    ]);

    for (const [one, other] of pairs) {
      expect([one.status, other.status].sort()).toEqual([200, 201]);
      expect(other.body.id).toBe(one.body.id);
      expect(one.body.status).toBe('confirmed');
    }
    for (const rival of rivals) expect(rival.status).toBe(201);

    const rows = await query<{ id: string; idempotency_key: string; offer_id: string; status: string }>(
      'SELECT id, idempotency_key, offer_id, status FROM bookings',
    );
    const keys = [...duplicated, ...contested].map((c) => c.key);
    expect(rows.map((row) => row.idempotency_key).sort()).toEqual([...keys].sort());
    const confirmed = rows.filter((row) => row.status === 'confirmed');
    expect(confirmed).toHaveLength(14);
    // Duffel orders one offer per offer request: all but the first were re-shopped into their own.
    expect(new Set(confirmed.map((row) => row.offer_id)).size).toBe(14);
    expect(rows.filter((row) => row.status === 'failed')).toHaveLength(0);

    // Per booking: Duffel orders and Stripe captures, counted where the providers keep them.
    const orders = await query<{ booking_id: string }>(
      `SELECT body->'metadata'->>'booking_id' AS booking_id FROM sandbox_duffel_orders`,
    );
    const intents = stripe.sandbox.store.paymentIntents.entries().map(([, intent]) => intent);
    const capturedCharges = stripe.sandbox.store.charges
      .entries()
      .filter(([, charge]) => charge.captured)
      .map(([, charge]) => charge.payment_intent);
    for (const row of rows) {
      const mine = intents.filter((intent) => intent.metadata.booking_id === row.id);
      const ordersOf = orders.filter((order) => order.booking_id === row.id).length;
      const captures = capturedCharges.filter((intentId) => mine.some((intent) => intent.id === intentId)).length;
      expect({ booking: row.status, intents: mine.map((intent) => intent.status), orders: ordersOf, captures }).toEqual(
        row.status === 'confirmed'
          ? { booking: 'confirmed', intents: ['succeeded'], orders: 1, captures: 1 }
          : { booking: 'failed', intents: ['canceled'], orders: 0, captures: 0 },
      );
    }
    expect(stripe.sandbox.stats()['POST /v1/payment_intents/:id/capture']).toBe(14);
  }, 120_000);
});
