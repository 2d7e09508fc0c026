import {
  bookingBody,
  createOfferPicker,
  passengersFor,
  searchJfkLhr,
  traveller as travellerBrowser,
} from '../bookingStories';
import { daysAhead } from '../flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';
import {
  ACCESS_MATRIX,
  MATRIX_SAVED_TRAVELLER,
  matches,
  outcomeOf,
  ROLES,
  type MatrixContext,
  type Role,
} from './accessMatrix';
import { createCast, sessionFor, type Actor } from './cast';
import { apiRoutes, routeKey, type ApiRoute } from './routeTable';

let t: TestApp;
let cast: Record<Role, Actor>;
let ctx: MatrixContext;
let routes: ApiRoute[];

/** A confirmed booking made at checkout by the signed-in traveller: it is theirs. */
const bookAsTraveller = async (actor: Actor): Promise<{ bookingId: string; offerId: string }> => {
  const browser = await travellerBrowser(t, { agent: actor.agent, ip: actor.ip });
  const offers = await searchJfkLhr(t, browser, { adults: 1, children: 0, infants: 0 });
  const { offer } = await createOfferPicker(offers)(browser);
  const res = await browser.book(bookingBody({ offer, passengers: passengersFor(offer) })).expect(201);
  actor.token = await browser.refreshToken();
  return {
    bookingId: res.body.id as string,
    offerId: offers.find((candidate) => candidate.id !== offer.id)?.id as string,
  };
};

const makeDisposableBrand = async (admin: Actor): Promise<string> => {
  const { body: template } = await admin.send('GET', '/api/admin/brands/default').expect(200);
  const key = 'matrix-brand';
  await admin
    .send('POST', '/api/admin/brands', {
      body: { ...template, key, name: 'Matrix brand', domains: ['matrix.example'], trackingId: '' },
    })
    .expect(201);
  return key;
};

beforeAll(async () => {
  // Sandbox controls on, so their routes are in the app and in the matrix too.
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  routes = apiRoutes(t.app);
  cast = await createCast(t);
  const { bookingId, offerId } = await bookAsTraveller(cast.traveller);
  const saveTraveller = async () =>
    (await cast.traveller.send('POST', '/api/travellers', { body: MATRIX_SAVED_TRAVELLER }).expect(201)).body
      .id as string;
  const setAlert = async () =>
    (
      await cast.traveller
        .send('POST', '/api/alerts', {
          body: { search: { origin: 'JFK', destination: 'LHR', departureDate: daysAhead(t, 40) } },
        })
        .expect(201)
    ).body.id as string;
  ctx = {
    bookingOfTraveller: bookingId,
    offerId,
    disposableBrand: await makeDisposableBrand(cast.admin),
    travellerOfTraveller: await saveTraveller(),
    disposableTravellerOfTraveller: await saveTraveller(),
    alertOfTraveller: await setAlert(),
    disposableAlertOfTraveller: await setAlert(),
  };
}, SETUP_TIMEOUT_MS * 2);
afterAll(() => t.close());

describe('the role-and-ownership matrix', () => {
  test('every /api route of the app has an entry, and every entry but the optional ones is a route of the app', () => {
    const keys = routes.map(routeKey);

    expect(keys.filter((key) => !(key in ACCESS_MATRIX))).toEqual([]);
    expect(Object.keys(ACCESS_MATRIX).filter((key) => !ACCESS_MATRIX[key]?.optional && !keys.includes(key))).toEqual(
      [],
    );
    expect(keys.length).toBeGreaterThanOrEqual(44);
  });

  test('for each route and role, the answer is the expected outcome', async () => {
    // Cancellation changes the booking the other probes read: it goes last, the owner last of all.
    const ordered = [...routes].sort((a, b) => Number(a.path.endsWith('/cancel')) - Number(b.path.endsWith('/cancel')));
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of ordered) {
      const entry = ACCESS_MATRIX[routeKey(route)];
      if (!entry) continue;
      for (const role of [
        'guest',
        'otherTraveller',
        'editor',
        'admin',
        'traveller',
      ] as const satisfies readonly Role[]) {
        const actor = entry.probe.disposableSession ? await sessionFor(t, role) : cast[role];
        const res = await actor.send(route.method, entry.probe.path(ctx), {
          body: entry.probe.body,
          headers: entry.probe.headers,
        });
        const actual = outcomeOf(res.status);
        checked += 1;
        if (!matches(entry.expect[role], actual))
          mismatches.push(
            `${routeKey(route)} as ${role}: expected ${entry.expect[role]}, got ${actual} ${JSON.stringify(res.body).slice(0, 160)}`,
          );
      }
    }

    expect(mismatches).toEqual([]);
    expect(checked).toBe(routes.length * ROLES.length);
  }, 60_000);
});

describe('ownership beyond status codes', () => {
  test("when another traveller lists their bookings, then the traveller's booking is not among them", async () => {
    const mine = await cast.traveller.send('GET', '/api/bookings').expect(200);
    const theirs = await cast.otherTraveller.send('GET', '/api/bookings').expect(200);

    expect((mine.body as { id: string }[]).map((booking) => booking.id)).toContain(ctx.bookingOfTraveller);
    expect(theirs.body).toEqual([]);
  });

  test("when another traveller lists their saved travellers, then the traveller's are not among them", async () => {
    const mine = await cast.traveller.send('GET', '/api/travellers').expect(200);
    const theirs = await cast.otherTraveller.send('GET', '/api/travellers').expect(200);

    expect((mine.body as { id: string }[]).map((saved) => saved.id)).toContain(ctx.travellerOfTraveller);
    expect(theirs.body).toEqual([]);
  });

  test("when another traveller asks for the traveller's booking, then the 404 is the same as for a booking that does not exist", async () => {
    const theirs = await cast.otherTraveller.send('GET', `/api/bookings/${ctx.bookingOfTraveller}`).expect(404);
    const missing = await cast.otherTraveller
      .send('GET', '/api/bookings/00000000-0000-4000-8000-000000000000')
      .expect(404);

    expect(theirs.body).toEqual(missing.body);
  });

  test('when the id only looks like a uuid (the fuzzer found 36 dashes gave a 500), then the same 404', async () => {
    const missing = await cast.traveller.send('GET', '/api/bookings/00000000-0000-4000-8000-000000000000').expect(404);

    for (const id of [
      '-'.repeat(36),
      `${ctx.bookingOfTraveller.slice(0, 35)}-`,
      `-${ctx.bookingOfTraveller.slice(1)}`,
    ]) {
      expect((await cast.traveller.send('GET', `/api/bookings/${id}`).expect(404)).body).toEqual(missing.body);
    }
  });
});
