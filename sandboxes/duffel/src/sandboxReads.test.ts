import request from 'supertest';
import { createSandboxClock } from '@portal/sandbox-clock';
import { daysFromNow, expectDuffelError, offerRequestBody, sandboxApp, sandboxPath, TEST_HEADERS } from './testSandbox';

// Offer requests, offers and orders read back from the sandbox, as Duffel pages and filters them.
const clock = createSandboxClock();
const app = sandboxApp(clock);
const postSearch = (body: unknown, route = 'air/offer_requests/?return_offers=false') =>
  request(app)
    .post(sandboxPath(route))
    .set(TEST_HEADERS)
    .send(body as object);

describe('GET air/offer_requests/:id and air/offers', () => {
  test('an offer request is read back with its offers; a tampered id is not found', async () => {
    const created = await postSearch(offerRequestBody({}));
    const res = await request(app)
      .get(sandboxPath(`air/offer_requests/${created.body.data.id}`))
      .set(TEST_HEADERS);
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(created.body.data.id);
    expect(res.body.data.offers.length).toBeGreaterThan(0);
    const tampered = `${created.body.data.id.slice(0, -2)}${created.body.data.id.endsWith('AA') ? 'AB' : 'AA'}`;
    const missing = await request(app)
      .get(sandboxPath(`air/offer_requests/${tampered}`))
      .set(TEST_HEADERS);
    expect(missing.status).toBe(404);
    expectDuffelError(missing.body, 404, 'not_found');
  });

  test('offers page forwards and back with Duffel cursors, sorted by duration', async () => {
    // A busy transcontinental route: more offers than one page of 200.
    const created = await postSearch(
      offerRequestBody({ slices: [{ origin: 'LAX', destination: 'JFK', departure_date: daysFromNow(20) }] }),
    );
    const list = (query: string) =>
      request(app)
        .get(sandboxPath(`air/offers?offer_request_id=${created.body.data.id}&sort=total_duration&${query}`))
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
      offerRequestBody({ slices: [{ origin: 'JFK', destination: 'LHR', departure_date: daysFromNow(20) }] }),
    );
    const res = await request(app)
      .get(sandboxPath(`air/offers?offer_request_id=${created.body.data.id}&max_connections=0&limit=200`))
      .set(TEST_HEADERS);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const offer of res.body.data) expect(offer.slices[0].segments).toHaveLength(1);
  });

  test.each([['limit=0'], ['limit=201'], ['sort=price'], ['after=nonsense']])('with %s, then 422', async (query) => {
    const created = await postSearch(offerRequestBody({}));
    const res = await request(app)
      .get(sandboxPath(`air/offers?offer_request_id=${created.body.data.id}&${query}`))
      .set(TEST_HEADERS);
    expect(res.status).toBe(422);
    expectDuffelError(res.body, 422, 'validation_error');
  });

  test('without offer_request_id, then 422; with a made-up one, then 404', async () => {
    expect((await request(app).get(sandboxPath('air/offers')).set(TEST_HEADERS)).status).toBe(422);
    expect(
      (await request(app).get(sandboxPath('air/offers?offer_request_id=orq_0000AzVj9A4Oee9BCTAnH0')).set(TEST_HEADERS))
        .status,
    ).toBe(404);
  });
});

describe('GET air/offers/:id', () => {
  test('services are new ids on every fetch and only when asked for', async () => {
    const created = await postSearch(offerRequestBody({ passengers: [{ type: 'adult' }, { type: 'adult' }] }));
    const [offer] = (
      await request(app)
        .get(sandboxPath(`air/offers?offer_request_id=${created.body.data.id}&limit=1`))
        .set(TEST_HEADERS)
    ).body.data;
    const plain = await request(app)
      .get(sandboxPath(`air/offers/${offer.id}`))
      .set(TEST_HEADERS);
    expect(plain.body.data.available_services).toEqual([]);
    const fetch = () =>
      request(app)
        .get(sandboxPath(`air/offers/${offer.id}?return_available_services=true`))
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
    const created = await postSearch(offerRequestBody({}));
    const [offer] = (
      await request(app)
        .get(sandboxPath(`air/offers?offer_request_id=${created.body.data.id}&limit=1`))
        .set(TEST_HEADERS)
    ).body.data;
    clock.advanceMinutes(31);
    try {
      const res = await request(app)
        .get(sandboxPath(`air/offers/${offer.id}`))
        .set(TEST_HEADERS);
      expect(res.status).toBe(422);
      expectDuffelError(res.body, 422, 'offer_no_longer_available');
      const seats = await request(app)
        .get(sandboxPath(`air/seat_maps?offer_id=${offer.id}`))
        .set(TEST_HEADERS);
      expect(seats.status).toBe(422);
      const list = await request(app)
        .get(sandboxPath(`air/offers?offer_request_id=${created.body.data.id}&limit=1`))
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
      .get(sandboxPath('air/orders?passenger_name[]=Nobody&passenger_name[]=Else'))
      .set(TEST_HEADERS);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], meta: { limit: 50, after: null, before: null } });
    for (const query of ['limit=0', 'limit=201', 'after=nonsense', 'awaiting_payment=maybe']) {
      const bad = await request(app)
        .get(sandboxPath(`air/orders?${query}`))
        .set(TEST_HEADERS);
      expect(bad.status).toBe(422);
      expectDuffelError(bad.body, 422, 'validation_error');
    }
  });

  test('a create-order body that is not an order is a 422 with the pointer of the first problem', async () => {
    const res = await request(app)
      .post(sandboxPath('air/orders'))
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
