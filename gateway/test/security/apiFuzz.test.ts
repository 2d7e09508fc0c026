import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { bookingBody, createOfferPicker, newAddress, passengersFor, searchJfkLhr, traveller } from '../bookingStories';
import { daysAhead } from '../flightStories';
import { createTestApp, csrfToken, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';
import { sessionFor, type Actor } from './cast';
import { encode, jsonBody, pathSegment, queryString, type Json } from './fuzz/arbitraries';
import { problemsWith } from './fuzz/answerChecks';
import { bodySeeds, FUZZ_SAVED_TRAVELLER, FUZZ_TARGETS, seedOf, type FuzzContext } from './fuzz/fuzzTargets';
import { apiRoutes, routeKey, type ApiRoute } from './routeTable';

/** Runs per route: enough to find the usual 500s, few enough to keep the suite quick. FUZZ_RUNS / FUZZ_SEED override. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

let t: TestApp;
let routes: Map<string, ApiRoute>;
let ctx: FuzzContext;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  routes = new Map(apiRoutes(t.app).map((route) => [routeKey(route), route]));
  admin = await sessionFor(t, 'admin');
  const browser = await traveller(t, { agent: admin.agent, ip: admin.ip });
  const offers = await searchJfkLhr(t, browser, { adults: 1, children: 0, infants: 0 });
  const pick = createOfferPicker(offers);
  const { offer: booked } = await pick(browser);
  const booking = await browser.book(bookingBody({ offer: booked, passengers: passengersFor(booked) })).expect(201);
  const { offer } = await pick(browser);
  admin.token = await browser.refreshToken();
  ctx = {
    offer,
    brand: (await admin.send('GET', '/api/admin/brands/default').expect(200)).body,
    bookingId: booking.body.id,
    departureDate: daysAhead(t, 30),
    travellerId: (await admin.send('POST', '/api/travellers', { body: FUZZ_SAVED_TRAVELLER }).expect(201)).body.id,
  };
}, SETUP_TIMEOUT_MS * 2);
afterAll(() => t.close());

test('every /api route of the app has a fuzz target', () => {
  expect([...routes.keys()].filter((key) => !(key in FUZZ_TARGETS))).toEqual([]);
});

type Part = 'body' | 'query' | 'params';

/** One request to the route with one part broken, the others as the seed has them. */
const send = async (
  actor: Actor,
  route: ApiRoute,
  part: Part,
  input: { body: Json; query: string; params: Record<string, string> },
) => {
  const target = FUZZ_TARGETS[routeKey(route)] ?? {};
  const seedParams = seedOf(target.params, ctx) ?? {};
  const path = route.path.replace(/:(\w+)/g, (_m, name: string) =>
    part === 'params' ? (input.params[name] as string) : encode(seedParams[name] ?? 'x'),
  );
  const seedQuery = Object.entries(seedOf(target.query, ctx) ?? {})
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
  const query = part === 'query' ? input.query : seedQuery;
  const body = part === 'body' ? input.body : (seedOf(target.body, ctx) ?? {});
  // Counters would answer 429 before validation is reached: every run starts with none.
  await t.sessionPool.query('DELETE FROM rate_limits');
  if (route.path.startsWith('/api/auth/')) actor.token = await csrfToken(actor.agent);
  const call = actor.agent[route.method.toLowerCase() as 'get'](`${path}${query ? `?${query}` : ''}`)
    .set('X-Forwarded-For', newAddress())
    .set('X-CSRF-Token', actor.token);
  if (target.idempotent) call.set('Idempotency-Key', randomUUID());
  return route.method === 'GET' ? call : call.set('Content-Type', 'application/json').send(JSON.stringify(body));
};

describe('fuzzing every /api route: never a 5xx, never an internal detail', () => {
  test.each(Object.keys(FUZZ_TARGETS))(
    '%s',
    async (key) => {
      const route = routes.get(key);
      const target = FUZZ_TARGETS[key];
      if (!route || !target) {
        expect(target?.optional).toBe(true);
        return;
      }
      const seedParams = seedOf(target.params, ctx) ?? {};
      const params = Object.fromEntries(
        [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [
          name as string,
          pathSegment(seedParams[name as string] ?? 'x'),
        ]),
      );
      const parts: Part[] = [
        ...(route.method === 'GET' ? [] : (['body'] as const)),
        'query',
        ...(Object.keys(params).length ? (['params'] as const) : []),
      ];
      // The signed-in admin passes every guard, so inputs reach validation and the services. Routes
      // that end or replace the session get an admin of their own.
      const actor = key.startsWith('POST /api/auth/') ? await sessionFor(t, 'admin') : admin;

      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...parts),
          jsonBody(bodySeeds(target, ctx)),
          queryString(seedOf(target.query, ctx) ?? {}),
          fc.record(params),
          async (part, body, query, pathParams) => {
            const res = await send(actor, route, part, { body, query, params: pathParams });
            const problems = problemsWith(res);
            if (problems.length) throw new Error(`${problems.join(', ')}: ${res.status} ${res.text.slice(0, 300)}`);
          },
        ),
        { numRuns: RUNS, seed: SEED },
      );
      // A fault rule the fuzzer happened to make valid must not reach the next route's provider calls.
      if (routes.has('DELETE /api/sandbox/faults')) await admin.send('DELETE', '/api/sandbox/faults').expect(204);
    },
    120_000,
  );
});
