import net from 'node:net';
import request from 'supertest';
import { flightOfferSchema, type FlightOffer, type SearchResponse } from '@portal/platform-common/contracts';
import { getModels } from '../../db/models';
import { createBrandsRepository } from '../brands/brands.repository';
import { SEED_BRANDS } from '../../db/seeds/brands';
import {
  browser,
  cents,
  daysAhead,
  eventually,
  plusPercent,
  roundTrip,
  storedSupplierOffer,
} from '../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';

let t: TestApp;
let b: Awaited<ReturnType<typeof browser>>;
beforeAll(async () => {
  // A story below writes the mode straight into the database, as another replica would: read on every request.
  t = await createTestApp({ SANDBOX_CONTROLS: 'on', SETTINGS_CACHE_MS: '0' }, { listen: true });
  b = await browser(t);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const prices = (offers: FlightOffer[]) => offers.map((offer) => cents(offer.total_amount));
const ascending = (values: bigint[]) => values.every((value, i) => i === 0 || (values[i - 1] as bigint) <= value);

describe('POST /api/flights/search, then later pages (one stored search)', () => {
  // One search story in order: each step relies on the provider calls of the ones before.
  const search = () => roundTrip(t, 'JFK', 'LHR');
  let firstPage: SearchResponse;

  test("when a guest searches JFK to LHR and back sorted Price: Low to High, then the 30 cheapest flights come back, cheapest first, at the default brand's prices", async () => {
    await b.resetCalls();

    const res = await b.settle({ ...search(), sort: 'price-asc' });

    expect(res.status).toBe(200);
    firstPage = res.body;
    expect(firstPage.offers).toHaveLength(30);
    expect(firstPage.total_count).toBeGreaterThan(30);
    expect({ page: firstPage.page, limit: firstPage.limit }).toEqual({ page: 1, limit: 30 });
    for (const offer of firstPage.offers) expect(flightOfferSchema.safeParse(offer).error).toBeUndefined();
    expect(ascending(prices(firstPage.offers))).toBe(true);
    for (const offer of firstPage.offers) {
      const supplier = await storedSupplierOffer(t, offer.id);
      expect(cents(offer.total_amount)).toBe(plusPercent(cents(supplier.total_amount), 23n));
      expect(offer.tax_amount).toBe(supplier.tax_amount);
      expect(offer.base_amount).toBe(supplier.base_amount);
      expect(cents(offer.service_fee_amount)).toBe(cents(offer.total_amount) - cents(supplier.total_amount));
      expect(cents(offer.base_amount) + cents(offer.tax_amount) + cents(offer.service_fee_amount)).toBe(
        cents(offer.total_amount),
      );
    }
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await b.duffelCalls()).toMatchObject({ 'POST air/offer_requests': 1 });
  });

  test('when the next page is read with GET, then the next 30 come back, no overlap, from the same stored search', async () => {
    const query = { ...search(), page: 2, limit: 30, sort: 'price-asc' };

    const res = await b.agent.get('/api/flights/search').query(query).expect(200);

    const page2: SearchResponse = res.body;
    expect(page2.offers).toHaveLength(30);
    expect({ page: page2.page, total_count: page2.total_count }).toEqual({
      page: 2,
      total_count: firstPage.total_count,
    });
    const firstIds = new Set(firstPage.offers.map((offer) => offer.id));
    expect(page2.offers.filter((offer) => firstIds.has(offer.id))).toEqual([]);
    expect(ascending([...prices(firstPage.offers), ...prices(page2.offers)])).toBe(true);
    expect((await b.duffelCalls())['POST air/offer_requests']).toBe(1);
  });

  test('when load-more asks for 100 from page 1, then it reads the same stored offers', async () => {
    const res = await b.agent
      .get('/api/flights/search')
      .query({ ...search(), page: 1, limit: 100, sort: 'price-asc' })
      .expect(200);

    expect(res.body.offers.slice(0, 30).map((offer: FlightOffer) => offer.id)).toEqual(
      firstPage.offers.map((offer) => offer.id),
    );
    expect((await b.duffelCalls())['POST air/offer_requests']).toBe(1);
  });

  test('when the identical search is posted again, then the provider is not called at all', async () => {
    await b.resetCalls();

    const res = await b.search({ ...search(), sort: 'price-asc' }).expect(200);

    expect(res.body.offers.map((offer: FlightOffer) => offer.id)).toEqual(firstPage.offers.map((offer) => offer.id));
    expect(await b.duffelCalls()).toEqual({});
  });

  test('when the page is past the end, then no offers and the same total', async () => {
    const res = await b.agent
      .get('/api/flights/search')
      .query({ ...search(), page: 50, limit: 200 })
      .expect(200);

    expect(res.body).toMatchObject({ offers: [], total_count: firstPage.total_count, page: 50, limit: 200 });
  });

  test('when the offers have expired (the clock moved 31 minutes), then the same search makes a new offer request', async () => {
    await b.resetCalls();
    await b.advanceClock(31);

    const res = await b.search(search()).expect(200);

    expect(await b.duffelCalls()).toMatchObject({ 'POST air/offer_requests': 1 });
    const oldIds = new Set(firstPage.offers.map((offer) => offer.id));
    expect(res.body.offers.some((offer: FlightOffer) => oldIds.has(offer.id))).toBe(false);
    expect(
      await eventually(async () => (await getModels(t.sequelize).OfferRequest.count()) === 2, 'two offer requests'),
    ).toBe(true);
  });
});

describe('prices by brand', () => {
  const search = () => roundTrip(t, 'JFK', 'LHR', { departureDate: daysAhead(t, 45), returnDate: daysAhead(t, 52) });

  beforeAll(async () => {
    const template = SEED_BRANDS[0];
    if (!template) throw new Error('no seeded brand');
    await createBrandsRepository(getModels(t.sequelize)).insertIfMissing({
      ...template,
      key: 'cheapjet.example',
      name: 'CheapJet',
      domains: ['cheapjet.example', 'www.cheapjet.example'],
      markup: { percent: 10, fixedAmount: 500, currency: 'USD' },
    });
  });

  test("when the page is served on the host of a brand with its own markup, then the same offers carry that brand's prices", async () => {
    // Both once every offer is listed: a first answer holds the cheapest page only, and which offers
    // a later ask finds depends on how far the listing has gone.
    const settled = await b.settle(search());
    expect(settled.status).toBe(200);
    const standard: SearchResponse = settled.body;

    const cheapAnswer = await b.settle(search(), { Host: 'cheapjet.example' });
    expect(cheapAnswer.status).toBe(200);
    const cheap: SearchResponse = cheapAnswer.body;

    expect(cheap.offers.map((offer) => offer.id)).toEqual(standard.offers.map((offer) => offer.id));
    for (const offer of cheap.offers) {
      const supplier = await storedSupplierOffer(t, offer.id);
      expect(cents(offer.total_amount)).toBe(plusPercent(cents(supplier.total_amount), 10n) + 500n);
    }
    expect(cheap.offers[0]?.total_amount).not.toBe(standard.offers[0]?.total_amount);
  });

  test("when the host is any of a brand's domains, then that brand prices", async () => {
    const byKey: SearchResponse = (await b.search(search(), { Host: 'cheapjet.example' }).expect(200)).body;

    const byDomain: SearchResponse = (await b.search(search(), { Host: 'www.cheapjet.example:8080' }).expect(200)).body;

    expect(byDomain.offers[0]?.total_amount).toBe(byKey.offers[0]?.total_amount);
  });

  test('when the host names no brand, then the default brand prices', async () => {
    const standard: SearchResponse = (await b.search(search()).expect(200)).body;

    const unknown: SearchResponse = (await b.search(search(), { Host: 'nobody.example' }).expect(200)).body;

    expect(unknown.offers[0]?.total_amount).toBe(standard.offers[0]?.total_amount);
  });
});

describe('who travels', () => {
  test('when a family of two adults, a child and an infant searches, then the offers price all four passengers', async () => {
    const res = await b
      .search(roundTrip(t, 'LAX', 'SYD', { adultsCount: 2, childrenCount: 1, infantsCount: 1 }))
      .expect(200);

    expect(res.body.offers.length).toBeGreaterThan(0);
    expect(res.body.offers[0].passengers.map((passenger: { type: string }) => passenger.type).sort()).toEqual([
      'adult',
      'adult',
      'child',
      'infant_without_seat',
    ]);
  });

  test('when a one-way search has no return date, then every offer has one slice', async () => {
    const res = await b.search(roundTrip(t, 'DEN', 'LAS', { returnDate: undefined })).expect(200);

    expect(res.body.offers.length).toBeGreaterThan(0);
    expect(res.body.offers.every((offer: FlightOffer) => offer.slices.length === 1)).toBe(true);
  });
});

describe('bad searches', () => {
  test.each([
    ['no origin', { origin: '' }, 'Please select an origin airport'],
    ['an origin that is no airport we know', { origin: 'QQX' }, 'Please select an origin airport'],
    ['a destination that is no airport we know', { destination: 'ZZZ' }, 'Please select a destination airport'],
    ['the same origin and destination', { destination: 'JFK' }, 'Origin and destination cannot be the same'],
    [
      'a departure in the past',
      { departureDate: '2020-01-01', returnDate: '2020-01-08' },
      'Departure date cannot be in the past',
    ],
    ['a return before the departure', { returnDate: 'departure-minus-1' }, 'Return date must be after departure date'],
    ['no adult', { adultsCount: 0 }, 'At least 1 adult is required'],
    ['no departure date', { departureDate: '' }, 'Please select a departure date'],
  ])("when the search has %s, then 400 with the spec's message", async (_story, change, message) => {
    const body = { ...roundTrip(t, 'JFK', 'LHR'), ...change };
    if (body.returnDate === 'departure-minus-1') body.returnDate = daysAhead(t, 29);
    await b.resetCalls();

    const res = await b.search(body).expect(400);

    expect(res.body).toMatchObject({ message, error: 'VALIDATION_ERROR' });
    expect(await b.duffelCalls()).toEqual({});
  });

  test('when the query string is bad, then 400 too', async () => {
    const res = await b.agent
      .get('/api/flights/search')
      .query({ origin: 'JFK', destination: 'LHR', departureDate: daysAhead(t, 3), adultsCount: 'none' })
      .expect(400);

    expect(res.body).toMatchObject({ message: 'At least 1 adult is required', error: 'VALIDATION_ERROR' });
  });

  test('when the body is not JSON, then 400 INVALID_JSON', async () => {
    const res = await b
      .search('{"origin": "JFK",' as unknown as object)
      .set('Content-Type', 'application/json')
      .expect(400);

    expect(res.body).toEqual({ message: 'The request body is not valid JSON', error: 'INVALID_JSON' });
  });

  test('when the CSRF token is missing, then 403 and no search', async () => {
    const res = await request(t.app)
      .post('/api/flights/search')
      .send(roundTrip(t, 'JFK', 'LHR'))
      .expect(403);

    expect(res.body.error).toBe('CSRF_INVALID');
  });
});

describe('when the provider cannot serve', () => {
  const closedPort = () =>
    new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });

  test('when Duffel is unreachable, then 502 PROVIDER_UNAVAILABLE with the message travellers see', async () => {
    t.providers.duffel.sandbox?.reachAt(`http://127.0.0.1:${await closedPort()}`);
    t.providers.duffel.resetTestClient();
    try {
      const res = await b.search(roundTrip(t, 'BOS', 'MIA')).expect(502);

      expect(res.body).toEqual({
        message: 'The flight search service is temporarily unavailable. Please try again.',
        error: 'PROVIDER_UNAVAILABLE',
      });
    } finally {
      t.providers.duffel.sandbox?.reachAt(null);
      t.providers.duffel.resetTestClient();
    }
  });

  test('when an admin switched to live mode and no live token is configured, then 503 PROVIDER_NOT_CONFIGURED, and test mode works again after', async () => {
    const { Setting } = getModels(t.sequelize);
    await Setting.upsert({ key: 'enableLiveMode', value: true });
    try {
      const res = await b.search(roundTrip(t, 'SEA', 'SFO')).expect(503);

      expect(res.body.error).toBe('PROVIDER_NOT_CONFIGURED');
    } finally {
      await Setting.destroy({ where: { key: 'enableLiveMode' } });
    }
    await b.search(roundTrip(t, 'SEA', 'SFO')).expect(200);
  });
});
