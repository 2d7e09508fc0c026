import { Duffel } from '@duffel/api';
import request from 'supertest';
import type { SearchRequestInput } from '@portal/platform-common/contracts';
import { getModels } from '../src/db/models';
import { controlsHeader, csrfToken, type TestApp } from './testApp';

/** A traveller's browser: one session, its CSRF token fetched once. */
export const browser = async (t: TestApp) => {
  const agent = request.agent(t.app);
  const token = await csrfToken(agent);
  return {
    agent,
    search: (body: object, headers: Record<string, string> = {}) =>
      agent.post('/api/flights/search').set('X-CSRF-Token', token).set(headers).send(body),
    /**
     * The search's answer once every offer of it is listed: a new search first answers with
     * Duffel's cheapest page (`complete: false`) and is asked again, as the results page does.
     * Stories comparing answers of one search start from here.
     */
    settle: async (body: object, headers: Record<string, string> = {}) => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const res = await agent.post('/api/flights/search').set('X-CSRF-Token', token).set(headers).send(body);
        if (res.status !== 200 || res.body.complete !== false) return res;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the search was still listing its offers after 100 asks');
    },
    /** POST /api/sandbox/clock (SANDBOX_CONTROLS=on), as the test harness (SANDBOX_CONTROLS_TOKEN). */
    advanceClock: (minutes: number) =>
      agent.post('/api/sandbox/clock').set(controlsHeader(t)).send({ advanceMinutes: minutes }).expect(200),
    /** GET /api/sandbox/stats: calls the Duffel sandbox received, by endpoint. */
    duffelCalls: async (): Promise<Record<string, number>> =>
      (await agent.get('/api/sandbox/stats').set(controlsHeader(t)).expect(200)).body.duffel,
    resetCalls: () => agent.delete('/api/sandbox/stats').set(controlsHeader(t)).expect(204),
  };
};

/**
 * yyyy-MM-dd some days after the sandbox clock's today (UTC). The sandbox's flights differ from
 * day to day: TEST_DAY_SHIFT=N replays the stories N days later, to see whether one leans on today's.
 */
const DAY_SHIFT = Number(process.env.TEST_DAY_SHIFT ?? 0) || 0;
export const daysAhead = (t: TestApp, days: number): string => {
  const now = t.providers.duffel.sandbox?.clock.now() ?? new Date();
  return new Date(now.getTime() + (days + DAY_SHIFT) * 86_400_000).toISOString().slice(0, 10);
};

export const roundTrip = (
  t: TestApp,
  origin: string,
  destination: string,
  overrides: Partial<SearchRequestInput> = {},
): SearchRequestInput => ({
  origin,
  destination,
  departureDate: daysAhead(t, 30),
  returnDate: daysAhead(t, 37),
  cabinClass: 'economy',
  adultsCount: 1,
  childrenCount: 0,
  infantsCount: 0,
  ...overrides,
});

/**
 * What `read` finds once it finds something: a new search is answered while its offers are
 * being stored, so the database has them a moment after the answer (a few seconds at most).
 */
export const eventually = async <T>(read: () => Promise<T | null | undefined | false>, what: string): Promise<T> => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = await read();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not found after 5 s`);
};

/** The offer as stored on the server, at the supplier's prices. */
export const storedSupplierOffer = async (t: TestApp, id: string) =>
  (await eventually(() => getModels(t.sequelize).StoredOffer.findByPk(id), `offer ${id} stored`)).supplier;

/** Cents of a USD amount string, exactly. */
export const cents = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};

/** round(cents × (100 + percent) / 100), halves up: the markup computed independently of pricing.ts. */
export const plusPercent = (supplierCents: bigint, percent: bigint): bigint =>
  (supplierCents * (100n + percent) * 2n + 100n) / 200n;

/**
 * The app's Duffel sandbox as the providers reach it: its loopback origin, its token, the headers
 * Duffel wants, and the real SDK pointed at it. Throws when the app has none (a Duffel test token).
 */
export const duffelSandboxAt = (t: Pick<TestApp, 'providers'>) => {
  const sandbox = t.providers.duffel.sandbox;
  const origin = sandbox?.origin();
  if (!sandbox || !origin) throw new Error('the app runs no Duffel sandbox (or it does not listen yet)');
  return {
    origin,
    token: sandbox.token,
    headers: { Authorization: `Bearer ${sandbox.token}`, 'Duffel-Version': 'v2' },
    sdk: () => new Duffel({ token: sandbox.token, basePath: `${origin}/`, apiVersion: 'v2' }),
  };
};
