import type { FlightOffer, SearchResponse } from '@portal/platform-common/contracts';
import { browser, cents, roundTrip } from '../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';

let t: TestApp;
let b: Awaited<ReturnType<typeof browser>>;
/** Every card of the search, read page by page with no filter: what a traveller could reach by loading all. */
let everything: { offers: FlightOffer[]; fares: Map<string, bigint[]>; response: SearchResponse };
// The example: London to New York and back, two adults and a child.
const family = () => roundTrip(t, 'LHR', 'JFK', { adultsCount: 2, childrenCount: 1 });
const page = async (query: object): Promise<SearchResponse> =>
  (
    await b.agent
      .get('/api/flights/search')
      .query({ ...family(), ...query })
      .expect(200)
  ).body;

beforeAll(async () => {
  t = await createTestApp({}, { listen: true });
  b = await browser(t);
  const first: SearchResponse = (await b.settle({ ...family(), limit: 200, sort: 'price-asc' })).body;
  const offers = [...first.offers];
  const groups = [...(first.fare_groups ?? [])];
  for (let n = 2; offers.length < first.total_count; n += 1) {
    const next = await page({ page: n, limit: 200, sort: 'price-asc' });
    offers.push(...next.offers);
    groups.push(...(next.fare_groups ?? []));
  }
  everything = {
    offers,
    fares: new Map(groups.map((group) => [group.offer_id, group.fares.map((fare) => cents(fare.total_amount))])),
    response: first,
  };
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const stopsOf = (offer: FlightOffer) => Math.max(...offer.slices.map((slice) => slice.segments.length - 1));
const minutesOf = (offer: FlightOffer) => {
  const [, h = '0', m = '0'] = /PT(?:(\d+)H)?(?:(\d+)M)?/.exec(offer.slices[0]?.duration ?? '') ?? [];
  return Number(h) * 60 + Number(m);
};
const allFares = () => [...everything.fares.values()].flat();
const min = (values: bigint[]) => values.reduce((low, value) => (value < low ? value : low));
const max = (values: bigint[]) => values.reduce((high, value) => (value > high ? value : high));

describe('GET /api/flights/search with filters: over every offer of the search, not a page', () => {
  test('when Nonstop is ticked, then every nonstop flight of the whole search comes at once, as many as its facet counted', async () => {
    const nonstop = everything.offers.filter((offer) => stopsOf(offer) === 0);
    expect(nonstop.length).toBeGreaterThan(0);
    expect(everything.response.facets?.stops[0]).toMatchObject({ value: 0, count: nonstop.length });

    const res = await page({ stops: '0', limit: 30 });

    expect(res.total_count).toBe(nonstop.length);
    const nonstopIds = new Set(nonstop.map((offer) => offer.id));
    expect(res.offers.length).toBe(Math.min(30, nonstop.length));
    expect(res.offers.every((offer) => nonstopIds.has(offer.id) && stopsOf(offer) === 0)).toBe(true);
  });

  test('when Nonstop is ticked, then the other stops options still count what they would add (facets of a group ignore its own filter)', async () => {
    const unfiltered = everything.response.facets?.stops;

    const res = await page({ stops: '0' });

    expect(res.facets?.stops).toEqual(unfiltered);
    expect(res.facets?.unfiltered_count).toBe(everything.offers.length);
  });

  test("when an option is shown, then its price is the lowest fare it leaves, at the brand's prices", async () => {
    const nonstopFares = everything.offers
      .filter((offer) => stopsOf(offer) === 0)
      .flatMap((offer) => everything.fares.get(offer.id) ?? []);

    expect(cents(everything.response.facets?.stops[0]?.min_price ?? '0')).toBe(min(nonstopFares));
  });

  test('when an airline is ticked, then its count is the flights it sells or flies over the whole search', async () => {
    const airline = everything.response.facets?.airlines.find((option) => option.count > 0);
    if (!airline) throw new Error('the search found no airline');
    const selling = everything.offers.filter((offer) =>
      [
        offer.owner.iata_code,
        ...offer.slices.flatMap((slice) => slice.segments.map((segment) => segment.marketing_carrier.iata_code)),
      ].includes(airline.value),
    );

    const res = await page({ airlines: airline.value });

    expect(res.total_count).toBe(selling.length);
    expect(airline.count).toBe(selling.length);
  });

  test('when the price range is narrowed, then every fare shown is within it and the bounds still span the whole search', async () => {
    const bounds = everything.response.facets?.price ?? { min: 0, max: 0 };
    const priceMax = Math.round((bounds.min + bounds.max) / 2);

    const res = await page({ priceMax, limit: 200 });

    expect(
      res.fare_groups?.flatMap((group) => group.fares).every((fare) => Number(fare.total_amount) <= priceMax),
    ).toBe(true);
    expect(res.total_count).toBeLessThan(everything.offers.length);
    expect(res.facets?.price).toEqual(bounds);
  });

  test('when two groups are set, then a flight must pass both', async () => {
    const res = await page({ stops: '0,1', refundable: 'true', limit: 200 });

    expect(res.offers.every((offer) => stopsOf(offer) <= 1 && offer.conditions.refundable)).toBe(true);
    expect(res.total_count).toBe(res.facets?.refundable.count);
  });
});

describe('sort', () => {
  test('when no sort is asked for, then Best is the order (price and duration together)', async () => {
    const res = await page({});

    expect(res.sort).toBe('best');
    expect(res.offers[0]?.total_amount).toBe(res.facets?.sorts.best?.price);
  });

  test('when Price: High to Low is chosen, then the first flight is the dearest of the whole search', async () => {
    const res = await page({ sort: 'price-desc' });

    expect(cents(res.offers[0]?.total_amount ?? '0')).toBe(
      max(everything.offers.map((offer) => cents(offer.total_amount))),
    );
  });

  test('when Price: Low to High is chosen, then the first flight is the cheapest fare of the whole search', async () => {
    const res = await page({ sort: 'price-asc' });

    expect(cents(res.offers[0]?.total_amount ?? '0')).toBe(min(allFares()));
    expect(res.facets?.sorts['price-asc']?.price).toBe(res.offers[0]?.total_amount);
  });

  test('when Duration: Shortest is chosen, then the first flight is the shortest of the whole search', async () => {
    const res = await page({ sort: 'duration-asc' });

    expect(minutesOf(res.offers[0] as FlightOffer)).toBe(Math.min(...everything.offers.map(minutesOf)));
  });
});

describe('fare groups', () => {
  test('when the same flights are sold at several fares, then they are one card listing each fare by its brand name, cheapest first', async () => {
    const res = await page({ limit: 200 });
    const shared = res.fare_groups?.find((group) => group.fares.length > 1);
    if (!shared) throw new Error('no flights sold at several fares');

    expect(res.fare_groups?.map((group) => group.offer_id)).toEqual(res.offers.map((offer) => offer.id));
    expect(shared.fares[0]?.offer_id).toBe(shared.offer_id);
    expect(shared.fares.every((fare) => typeof fare.fare_brand_name === 'string')).toBe(true);
    const prices = shared.fares.map((fare) => cents(fare.total_amount));
    expect([...prices].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(prices);
    const offers = await Promise.all(
      shared.fares.map(
        async (fare) => (await b.agent.get(`/api/flights/offer/${fare.offer_id}`).expect(200)).body as FlightOffer,
      ),
    );
    const flights = (offer: FlightOffer) =>
      offer.slices.map((slice) =>
        slice.segments.map(
          (segment) => `${segment.marketing_carrier.iata_code}${segment.flight_number} ${segment.departing_at}`,
        ),
      );
    expect(new Set(offers.map((offer) => JSON.stringify(flights(offer)))).size).toBe(1);
  });
});

describe('bad filters', () => {
  test.each([
    [{ stops: '3' }, 'Stops must be 0, 1 or 2 (2 means two or more)'],
    [{ sort: 'cheapest' }, 'Sort must be one of best, price-asc, price-desc, duration-asc'],
    [{ departureTime: 'noon' }, 'Departure time must be one of early_morning, morning, afternoon, evening'],
    [{ maxDuration: 'long' }, 'Maximum duration must be a number of hours from 1 to 72'],
    [{ refundable: 'maybe' }, 'Refundable must be true or false'],
    [{ airlines: 'British Airways' }, 'Airlines must be two-character airline codes'],
    [{ priceMin: '900', priceMax: '100' }, 'Maximum price must not be below minimum price'],
  ])('when the query has %o, then 400 with a message saying what is wrong', async (query, message) => {
    const res = await b.agent
      .get('/api/flights/search')
      .query({ ...family(), ...query })
      .expect(400);

    expect(res.body).toMatchObject({ message, error: 'VALIDATION_ERROR' });
  });
});
