import request from 'supertest';
import { createSandboxClock } from '@portal/sandbox-clock';
import { daysFromNow, SANDBOX_PATH, sandboxApp, TEST_HEADERS } from './testSandbox';

const clock = createSandboxClock();
const app = sandboxApp(clock);
const path = (route: string) => `${SANDBOX_PATH}/${route}`;
const search = (data: Record<string, unknown>) => ({
  data: {
    slices: [{ origin: 'LHR', destination: 'CDG', departure_date: daysFromNow(14) }],
    passengers: [{ type: 'adult' }],
    ...data,
  },
});
const postSearch = (body: unknown, route = 'air/offer_requests/?return_offers=false') =>
  request(app)
    .post(path(route))
    .set(TEST_HEADERS)
    .send(body as object);

const expectDuffelError = (
  body: {
    errors: { type: string; code: string; title: string; message: string }[];
    meta: { status: number; request_id: string };
  },
  status: number,
  code: string,
) => {
  expect(body.meta).toEqual({ status, request_id: expect.any(String) });
  expect(body.errors[0]).toMatchObject({
    code,
    title: expect.any(String),
    message: expect.any(String),
    type: expect.any(String),
  });
};

describe('headers', () => {
  test('without an Authorization header, then 401 in Duffel error shape', async () => {
    const res = await request(app).get(path('air/offers?offer_request_id=orq_x')).set('Duffel-Version', 'v2');
    expect(res.status).toBe(401);
    expectDuffelError(res.body, 401, 'missing_authorization_header');
  });

  test('with a live token, then 401: the sandbox takes test tokens only', async () => {
    const res = await request(app)
      .get(path('air/offers/off_x'))
      .set({ ...TEST_HEADERS, Authorization: 'Bearer duffel_live_abc' });
    expect(res.status).toBe(401);
    expect(res.body.errors[0].type).toBe('authentication_error');
  });

  test("with a test token that is not this sandbox's own (a guess), then 401 access_token_not_found", async () => {
    for (const guess of ['duffel_test_x', 'duffel_test_sandbox', `${TEST_HEADERS.Authorization.slice(7)}x`]) {
      const res = await request(app)
        .get(path('air/orders'))
        .set({ ...TEST_HEADERS, Authorization: `Bearer ${guess}` });
      expect(res.status).toBe(401);
      expectDuffelError(res.body, 401, 'access_token_not_found');
    }
  });

  test('without Duffel-Version v2, then 400 unsupported_version', async () => {
    const res = await request(app).get(path('air/offers/off_x')).set('Authorization', TEST_HEADERS.Authorization);
    expect(res.status).toBe(400);
    expectDuffelError(res.body, 400, 'unsupported_version');
  });
});

describe('POST air/offer_requests', () => {
  test('with the trailing slash and return_offers=false, then 201 and a request without offers', async () => {
    const res = await postSearch(
      search({ passengers: [{ type: 'adult' }, { age: 7 }, { type: 'infant_without_seat' }] }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.id).toMatch(/^orq_[A-Za-z0-9_-]+$/);
    expect(res.body.data).not.toHaveProperty('offers');
    expect(res.body.data.slices[0].origin).toMatchObject({
      type: 'airport',
      iata_code: 'LHR',
      city_name: 'London',
      iata_country_code: 'GB',
    });
    expect(res.body.data.passengers).toEqual([
      { id: expect.stringMatching(/^pas_/), type: 'adult', loyalty_programme_accounts: [] },
      { id: expect.stringMatching(/^pas_/), type: 'child', age: 7, loyalty_programme_accounts: [] },
      { id: expect.stringMatching(/^pas_/), type: 'infant_without_seat', loyalty_programme_accounts: [] },
    ]);
  });

  test('without the slash and the flag, then the offers come with the request, as Duffel does by default', async () => {
    const res = await postSearch(search({}), 'air/offer_requests');
    expect(res.status).toBe(201);
    expect(res.body.data.offers.length).toBeGreaterThan(0);
    expect(res.body.data.offers[0]).not.toHaveProperty('available_services');
    const passengerIds = res.body.data.passengers.map((passenger: { id: string }) => passenger.id);
    expect(res.body.data.offers[0].passengers.map((passenger: { id: string }) => passenger.id)).toEqual(passengerIds);
  });

  test.each([
    [
      'an unknown airport',
      search({ slices: [{ origin: 'LHR', destination: 'QQQ', departure_date: daysFromNow(3) }] }),
      '/slices/0/destination',
    ],
    [
      'the same origin and destination',
      search({ slices: [{ origin: 'JFK', destination: 'jfk', departure_date: daysFromNow(3) }] }),
      '/slices/0/destination',
    ],
    [
      'two airports of one city',
      search({ slices: [{ origin: 'JFK', destination: 'LGA', departure_date: daysFromNow(3) }] }),
      '/slices/0/destination',
    ],
    [
      'a past date',
      search({ slices: [{ origin: 'JFK', destination: 'LAX', departure_date: daysFromNow(-2) }] }),
      '/slices/0/departure_date',
    ],
    [
      'a date that is not one',
      search({ slices: [{ origin: 'JFK', destination: 'LAX', departure_date: '2030-02-30' }] }),
      '/slices/0/departure_date',
    ],
    [
      'a return before the outbound',
      search({
        slices: [
          { origin: 'JFK', destination: 'LAX', departure_date: daysFromNow(9) },
          { origin: 'LAX', destination: 'JFK', departure_date: daysFromNow(8) },
        ],
      }),
      '/slices/1/departure_date',
    ],
    ['no adult', search({ passengers: [{ age: 9 }] }), '/passengers'],
    ['ten adults', search({ passengers: Array.from({ length: 10 }, () => ({ type: 'adult' })) }), '/passengers'],
    ['more infants than adults', search({ passengers: [{ type: 'adult' }, { age: 1 }, { age: 0 }] }), '/passengers'],
    ['a type and an age at once', search({ passengers: [{ type: 'adult', age: 30 }] }), '/passengers/0'],
    ['an unknown cabin', search({ cabin_class: 'luxury' }), '/cabin_class'],
    ['no slices', search({ slices: [] }), '/slices'],
  ])('with %s, then 422 validation_error', async (_case, body, pointer) => {
    const res = await postSearch(body);
    expect(res.status).toBe(422);
    expectDuffelError(res.body, 422, 'validation_error');
    expect(res.body.errors[0].type).toBe('validation_error');
    expect(res.body.errors[0].source.pointer).toBe(pointer);
  });

  test('with a body that is not JSON, then 400 in Duffel error shape', async () => {
    const res = await request(app)
      .post(path('air/offer_requests'))
      .set(TEST_HEADERS)
      .set('Content-Type', 'application/json')
      .send('{"data": ');
    expect(res.status).toBe(400);
    expectDuffelError(res.body, 400, 'malformed_json');
  });
});

describe('GET air/offer_requests/:id and air/offers', () => {
  test('an offer request is read back with its offers; a tampered id is not found', async () => {
    const created = await postSearch(search({}));
    const res = await request(app)
      .get(path(`air/offer_requests/${created.body.data.id}`))
      .set(TEST_HEADERS);
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(created.body.data.id);
    expect(res.body.data.offers.length).toBeGreaterThan(0);
    const tampered = `${created.body.data.id.slice(0, -2)}${created.body.data.id.endsWith('AA') ? 'AB' : 'AA'}`;
    const missing = await request(app)
      .get(path(`air/offer_requests/${tampered}`))
      .set(TEST_HEADERS);
    expect(missing.status).toBe(404);
    expectDuffelError(missing.body, 404, 'not_found');
  });

  test('offers page forwards and back with Duffel cursors, sorted by duration', async () => {
    // A busy transcontinental route: more offers than one page of 200.
    const created = await postSearch(
      search({ slices: [{ origin: 'LAX', destination: 'JFK', departure_date: daysFromNow(20) }] }),
    );
    const list = (query: string) =>
      request(app)
        .get(path(`air/offers?offer_request_id=${created.body.data.id}&sort=total_duration&${query}`))
        .set(TEST_HEADERS);
    const first = await list('limit=10');
    expect(first.body.meta).toEqual({ limit: 10, before: null, after: expect.any(String) });
    const second = await list(`limit=10&after=${first.body.meta.after}`);
    expect(second.body.meta.before).toEqual(expect.any(String));
    const back = await list(`limit=10&before=${second.body.meta.before}`);
    expect(back.body.data.map((offer: { id: string }) => offer.id)).toEqual(
      first.body.data.map((offer: { id: string }) => offer.id),
    );
    const most = await list('limit=200');
    const rest = await list(`limit=200&after=${most.body.meta.after}`);
    expect(most.body.data.length + rest.body.data.length).toBeGreaterThan(200);
    expect(rest.body.meta.after).toBeNull();
  });

  test('max_connections filters the list', async () => {
    const created = await postSearch(
      search({ slices: [{ origin: 'JFK', destination: 'LHR', departure_date: daysFromNow(20) }] }),
    );
    const res = await request(app)
      .get(path(`air/offers?offer_request_id=${created.body.data.id}&max_connections=0&limit=200`))
      .set(TEST_HEADERS);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const offer of res.body.data) expect(offer.slices[0].segments).toHaveLength(1);
  });

  test.each([['limit=0'], ['limit=201'], ['sort=price'], ['after=nonsense']])('with %s, then 422', async (query) => {
    const created = await postSearch(search({}));
    const res = await request(app)
      .get(path(`air/offers?offer_request_id=${created.body.data.id}&${query}`))
      .set(TEST_HEADERS);
    expect(res.status).toBe(422);
    expectDuffelError(res.body, 422, 'validation_error');
  });

  test('without offer_request_id, then 422; with a made-up one, then 404', async () => {
    expect((await request(app).get(path('air/offers')).set(TEST_HEADERS)).status).toBe(422);
    expect(
      (await request(app).get(path('air/offers?offer_request_id=orq_0000AzVj9A4Oee9BCTAnH0')).set(TEST_HEADERS)).status,
    ).toBe(404);
  });
});

describe('GET air/offers/:id', () => {
  test('services are new ids on every fetch and only when asked for', async () => {
    const created = await postSearch(search({ passengers: [{ type: 'adult' }, { type: 'adult' }] }));
    const [offer] = (
      await request(app)
        .get(path(`air/offers?offer_request_id=${created.body.data.id}&limit=1`))
        .set(TEST_HEADERS)
    ).body.data;
    const plain = await request(app)
      .get(path(`air/offers/${offer.id}`))
      .set(TEST_HEADERS);
    expect(plain.body.data.available_services).toEqual([]);
    const fetch = () =>
      request(app)
        .get(path(`air/offers/${offer.id}?return_available_services=true`))
        .set(TEST_HEADERS);
    const [one, two] = [await fetch(), await fetch()];
    expect(one.body.data.available_services).toHaveLength(two.body.data.available_services.length);
    expect(one.body.data.available_services[0].id).not.toBe(two.body.data.available_services[0].id);
    expect(one.body.data.available_services[0]).toMatchObject({
      type: 'baggage',
      metadata: { type: 'checked', maximum_weight_kg: 23 },
      passenger_ids: [offer.passengers[0].id],
      segment_ids: offer.slices[0].segments.map((segment: { id: string }) => segment.id),
      total_currency: 'USD',
    });
  });

  test('an offer whose request is 31 minutes old is no longer available, but its request still lists', async () => {
    const created = await postSearch(search({}));
    const [offer] = (
      await request(app)
        .get(path(`air/offers?offer_request_id=${created.body.data.id}&limit=1`))
        .set(TEST_HEADERS)
    ).body.data;
    clock.advanceMinutes(31);
    try {
      const res = await request(app)
        .get(path(`air/offers/${offer.id}`))
        .set(TEST_HEADERS);
      expect(res.status).toBe(422);
      expectDuffelError(res.body, 422, 'offer_no_longer_available');
      const seats = await request(app)
        .get(path(`air/seat_maps?offer_id=${offer.id}`))
        .set(TEST_HEADERS);
      expect(seats.status).toBe(422);
      const list = await request(app)
        .get(path(`air/offers?offer_request_id=${created.body.data.id}&limit=1`))
        .set(TEST_HEADERS);
      expect(list.status).toBe(200);
      expect(Date.parse(list.body.data[0].expires_at)).toBeLessThan(clock.now().getTime());
    } finally {
      clock.reset();
    }
  });
});

describe('GET air/orders', () => {
  test('with no orders, then an empty page; with a bad limit, cursor or flag, then 422', async () => {
    const res = await request(app)
      .get(path('air/orders?passenger_name[]=Nobody&passenger_name[]=Else'))
      .set(TEST_HEADERS);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], meta: { limit: 50, after: null, before: null } });
    for (const query of ['limit=0', 'limit=201', 'after=nonsense', 'awaiting_payment=maybe']) {
      const bad = await request(app)
        .get(path(`air/orders?${query}`))
        .set(TEST_HEADERS);
      expect(bad.status).toBe(422);
      expectDuffelError(bad.body, 422, 'validation_error');
    }
  });

  test('a create-order body that is not an order is a 422 with the pointer of the first problem', async () => {
    const res = await request(app)
      .post(path('air/orders'))
      .set(TEST_HEADERS)
      .send({ data: { type: 'instant', selected_offers: ['off_x'], passengers: [], payments: [] } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({
      type: 'validation_error',
      code: 'validation_error',
      source: { pointer: '/passengers' },
    });
  });
});

describe('anything else', () => {
  test.each([
    ['get', 'air/payments'],
    ['get', 'nothing/here'],
  ] as const)('%s %s is a Duffel 404', async (method, route) => {
    const res = await request(app)[method](path(route)).set(TEST_HEADERS);
    expect(res.status).toBe(404);
    expectDuffelError(res.body, 404, 'not_found');
  });

  test.each([
    ['post', 'air/offers', 'GET'],
    ['delete', 'air/orders/ord_x', 'GET'],
  ] as const)('%s %s, a known path with another method, is a Duffel 405 (Allow: %s)', async (method, route, allow) => {
    const res = await request(app)[method](path(route)).set(TEST_HEADERS);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expectDuffelError(res.body, 405, 'method_not_allowed');
  });
});
