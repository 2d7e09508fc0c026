import request from 'supertest';
import { createSandboxClock } from '@portal/sandbox-clock';
import { daysFromNow, expectDuffelError, offerRequestBody, sandboxApp, sandboxPath, TEST_HEADERS } from './testSandbox';

// The sandbox's answers on headers, to offer requests and to routes it does not have; reading offers
// and orders back is in sandboxReads.test.ts.
const clock = createSandboxClock();
const app = sandboxApp(clock);
const postSearch = (body: unknown, route = 'air/offer_requests/?return_offers=false') =>
  request(app)
    .post(sandboxPath(route))
    .set(TEST_HEADERS)
    .send(body as object);

describe('headers', () => {
  test('without an Authorization header, then 401 in Duffel error shape', async () => {
    const res = await request(app).get(sandboxPath('air/offers?offer_request_id=orq_x')).set('Duffel-Version', 'v2');
    expect(res.status).toBe(401);
    expectDuffelError(res.body, 401, 'missing_authorization_header');
  });

  test('with a live token, then 401: the sandbox takes test tokens only', async () => {
    const res = await request(app)
      .get(sandboxPath('air/offers/off_x'))
      .set({ ...TEST_HEADERS, Authorization: 'Bearer duffel_live_abc' });
    expect(res.status).toBe(401);
    expect(res.body.errors[0].type).toBe('authentication_error');
  });

  test("with a test token that is not this sandbox's own (a guess), then 401 access_token_not_found", async () => {
    for (const guess of ['duffel_test_x', 'duffel_test_sandbox', `${TEST_HEADERS.Authorization.slice(7)}x`]) {
      const res = await request(app)
        .get(sandboxPath('air/orders'))
        .set({ ...TEST_HEADERS, Authorization: `Bearer ${guess}` });
      expect(res.status).toBe(401);
      expectDuffelError(res.body, 401, 'access_token_not_found');
    }
  });

  test('without Duffel-Version v2, then 400 unsupported_version', async () => {
    const res = await request(app)
      .get(sandboxPath('air/offers/off_x'))
      .set('Authorization', TEST_HEADERS.Authorization);
    expect(res.status).toBe(400);
    expectDuffelError(res.body, 400, 'unsupported_version');
  });
});

describe('POST air/offer_requests', () => {
  test('with the trailing slash and return_offers=false, then 201 and a request without offers', async () => {
    const res = await postSearch(
      offerRequestBody({ passengers: [{ type: 'adult' }, { age: 7 }, { type: 'infant_without_seat' }] }),
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
    const res = await postSearch(offerRequestBody({}), 'air/offer_requests');
    expect(res.status).toBe(201);
    expect(res.body.data.offers.length).toBeGreaterThan(0);
    expect(res.body.data.offers[0]).not.toHaveProperty('available_services');
    const passengerIds = res.body.data.passengers.map((passenger: { id: string }) => passenger.id);
    expect(res.body.data.offers[0].passengers.map((passenger: { id: string }) => passenger.id)).toEqual(passengerIds);
  });

  test.each([
    [
      'an unknown airport',
      offerRequestBody({ slices: [{ origin: 'LHR', destination: 'QQQ', departure_date: daysFromNow(3) }] }),
      '/slices/0/destination',
    ],
    [
      'the same origin and destination',
      offerRequestBody({ slices: [{ origin: 'JFK', destination: 'jfk', departure_date: daysFromNow(3) }] }),
      '/slices/0/destination',
    ],
    [
      'two airports of one city',
      offerRequestBody({ slices: [{ origin: 'JFK', destination: 'LGA', departure_date: daysFromNow(3) }] }),
      '/slices/0/destination',
    ],
    [
      'a past date',
      offerRequestBody({ slices: [{ origin: 'JFK', destination: 'LAX', departure_date: daysFromNow(-2) }] }),
      '/slices/0/departure_date',
    ],
    [
      'a date that is not one',
      offerRequestBody({ slices: [{ origin: 'JFK', destination: 'LAX', departure_date: '2030-02-30' }] }),
      '/slices/0/departure_date',
    ],
    [
      'a return before the outbound',
      offerRequestBody({
        slices: [
          { origin: 'JFK', destination: 'LAX', departure_date: daysFromNow(9) },
          { origin: 'LAX', destination: 'JFK', departure_date: daysFromNow(8) },
        ],
      }),
      '/slices/1/departure_date',
    ],
    ['no adult', offerRequestBody({ passengers: [{ age: 9 }] }), '/passengers'],
    [
      'ten adults',
      offerRequestBody({ passengers: Array.from({ length: 10 }, () => ({ type: 'adult' })) }),
      '/passengers',
    ],
    [
      'more infants than adults',
      offerRequestBody({ passengers: [{ type: 'adult' }, { age: 1 }, { age: 0 }] }),
      '/passengers',
    ],
    ['a type and an age at once', offerRequestBody({ passengers: [{ type: 'adult', age: 30 }] }), '/passengers/0'],
    ['an unknown cabin', offerRequestBody({ cabin_class: 'luxury' }), '/cabin_class'],
    ['no slices', offerRequestBody({ slices: [] }), '/slices'],
  ])('with %s, then 422 validation_error', async (_case, body, pointer) => {
    const res = await postSearch(body);
    expect(res.status).toBe(422);
    expectDuffelError(res.body, 422, 'validation_error');
    expect(res.body.errors[0].type).toBe('validation_error');
    expect(res.body.errors[0].source.pointer).toBe(pointer);
  });

  test('with a body that is not JSON, then 400 in Duffel error shape', async () => {
    const res = await request(app)
      .post(sandboxPath('air/offer_requests'))
      .set(TEST_HEADERS)
      .set('Content-Type', 'application/json')
      .send('{"data": ');
    expect(res.status).toBe(400);
    expectDuffelError(res.body, 400, 'malformed_json');
  });
});

describe('anything else', () => {
  test.each([
    ['get', 'air/payments'],
    ['get', 'nothing/here'],
  ] as const)('%s %s is a Duffel 404', async (method, route) => {
    const res = await request(app)[method](sandboxPath(route)).set(TEST_HEADERS);
    expect(res.status).toBe(404);
    expectDuffelError(res.body, 404, 'not_found');
  });

  test.each([
    ['post', 'air/offers', 'GET'],
    ['delete', 'air/orders/ord_x', 'GET'],
  ] as const)('%s %s, a known path with another method, is a Duffel 405 (Allow: %s)', async (method, route, allow) => {
    const res = await request(app)[method](sandboxPath(route)).set(TEST_HEADERS);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expectDuffelError(res.body, 405, 'method_not_allowed');
  });
});
