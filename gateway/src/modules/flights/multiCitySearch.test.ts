import {
  MULTI_CITY_FLIGHTS_MESSAGE,
  MULTI_CITY_ORDER_MESSAGE,
  type FlightOffer,
  type SearchResponse,
} from '@portal/platform-common/contracts';
import { browser, cents, daysAhead } from '../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { searchKeyOf } from './searchRequest';

let t: TestApp;
let b: Awaited<ReturnType<typeof browser>>;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  b = await browser(t);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const flight = (origin: string, destination: string, days: number) => ({
  origin,
  destination,
  departureDate: daysAhead(t, days),
});
/** New York → London, London → Paris, Paris → New York, four days apart. */
const threeCities = () => ({
  slices: [flight('JFK', 'LHR', 30), flight('LHR', 'CDG', 34), flight('CDG', 'JFK', 38)],
  cabinClass: 'economy',
  adultsCount: 1,
  childrenCount: 0,
  infantsCount: 0,
});
const routeOf = (offer: FlightOffer) =>
  offer.slices.map((slice) => `${slice.origin.iata_code}-${slice.destination.iata_code}`);
const dayOf = (slice: FlightOffer['slices'][number]) => slice.segments[0]?.departing_at.slice(0, 10);

describe('POST /api/flights/search with slices (multi-city)', () => {
  let all: SearchResponse;

  test('when a traveller searches New York → London → Paris → New York, then every offer flies the 3 flights in order, each on its day', async () => {
    await b.resetCalls();

    const res = await b.settle({ ...threeCities(), limit: 200 });

    expect(res.status).toBe(200);
    all = res.body;
    expect(all.offers.length).toBeGreaterThan(5);
    for (const offer of all.offers) {
      expect(routeOf(offer)).toEqual(['JFK-LHR', 'LHR-CDG', 'CDG-JFK']);
      expect(offer.slices.map(dayOf)).toEqual([daysAhead(t, 30), daysAhead(t, 34), daysAhead(t, 38)]);
    }
    expect(await b.duffelCalls()).toMatchObject({ 'POST air/offer_requests': 1 });
  });

  test('when the same trip is searched again, then it is answered from the stored search; a one-way search of its first flight is a search of its own', async () => {
    await b.resetCalls();

    const again = await b.settle({ ...threeCities(), limit: 200 });
    expect(again.body.total_count).toBe(all.total_count);
    expect((await b.duffelCalls())['POST air/offer_requests'] ?? 0).toBe(0);

    const oneWay = await b.settle({ ...threeCities(), slices: undefined, ...flight('JFK', 'LHR', 30) });

    expect(oneWay.status).toBe(200);
    expect(oneWay.body.offers.length).toBeGreaterThan(0);
    for (const offer of oneWay.body.offers as FlightOffer[]) expect(routeOf(offer)).toEqual(['JFK-LHR']);
    expect(await b.duffelCalls()).toMatchObject({ 'POST air/offer_requests': 1 });
  });

  test('the stored-search key of a multi-city trip differs from the one-way key of its first flight', () => {
    const { slices, ...party } = { ...threeCities(), page: 1, limit: 30 } as const;
    const multiCity = { ...party, cabinClass: 'economy' as const, slices };
    const first = { ...party, cabinClass: 'economy' as const, ...flight('JFK', 'LHR', 30), returnDate: undefined };

    expect(searchKeyOf(multiCity, 'test')).not.toBe(searchKeyOf(first, 'test'));
    expect(searchKeyOf({ ...multiCity, slices: slices.slice(0, 2) }, 'test')).not.toBe(searchKeyOf(multiCity, 'test'));
  });

  test('when the traveller keeps one number of stops, then every kept offer has that many on its longest flight, cheapest first', async () => {
    // Across the United States, where each airline flies some of the three nonstop and some through a hub.
    const usTrip = {
      ...threeCities(),
      slices: [flight('JFK', 'ORD', 30), flight('ORD', 'LAX', 32), flight('LAX', 'JFK', 34)],
      limit: 200,
    };
    const every = (await b.settle(usTrip)).body as SearchResponse;
    const options = (every.facets?.stops ?? []).filter((option) => option.count > 0);
    expect(options.length).toBeGreaterThan(1);
    const fewest = options[0]?.value as number;

    const res = await b.settle({ ...usTrip, stops: [fewest], sort: 'price-asc' });

    expect(res.status).toBe(200);
    const offers = res.body.offers as FlightOffer[];
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.length).toBeLessThan(every.offers.length);
    for (const offer of offers)
      expect(Math.min(2, Math.max(...offer.slices.map((slice) => slice.segments.length - 1)))).toBe(fewest);
    const prices = offers.map((offer) => cents(offer.total_amount));
    expect(prices.every((price, i) => i === 0 || (prices[i - 1] as bigint) <= price)).toBe(true);
  });

  test('when the traveller keeps one airline, then each kept offer is sold or flown by it', async () => {
    const airline = all.facets?.airlines[0]?.value as string;

    const res = await b.settle({ ...threeCities(), airlines: [airline], limit: 200 });

    const offers = res.body.offers as FlightOffer[];
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      const carriers = [
        offer.owner.iata_code,
        ...offer.slices.flatMap((s) => s.segments.map((g) => g.marketing_carrier.iata_code)),
      ];
      expect(carriers).toContain(airline);
    }
  });
});

describe('POST /api/flights/search with slices: what is refused (400, no provider call)', () => {
  const refused = async (body: object) => {
    await b.resetCalls();
    const res = await b.search(body);
    expect((await b.duffelCalls())['POST air/offer_requests'] ?? 0).toBe(0);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_ERROR');
    return res.body.message as string;
  };

  test('one flight, or six, is not a multi-city trip', async () => {
    expect(await refused({ ...threeCities(), slices: [flight('JFK', 'LHR', 30)] })).toBe(MULTI_CITY_FLIGHTS_MESSAGE);
    const six = ['JFK', 'LHR', 'CDG', 'FRA', 'MAD', 'BCN', 'JFK']
      .slice(1)
      .map((to, i, rest) => flight(i === 0 ? 'JFK' : (rest[i - 1] as string), to, 30 + i));
    expect(await refused({ ...threeCities(), slices: six })).toBe(MULTI_CITY_FLIGHTS_MESSAGE);
  });

  test('a flight departing before the one it follows', async () => {
    const body = threeCities();
    body.slices[2] = flight('CDG', 'JFK', 32);
    expect(await refused(body)).toBe(MULTI_CITY_ORDER_MESSAGE);
    expect((await b.search(body)).body.issues).toEqual([
      expect.objectContaining({ path: ['slices', 2, 'departureDate'], message: MULTI_CITY_ORDER_MESSAGE }),
    ]);
  });

  test('a flight to the airport it leaves from, or between a city and its own airport', async () => {
    const same = threeCities();
    same.slices[1] = flight('LHR', 'LHR', 34);
    expect(await refused(same)).toBe('Origin and destination cannot be the same');
    const cityAndAirport = threeCities();
    cityAndAirport.slices[1] = flight('LHR', 'LON', 34);
    expect(await refused(cityAndAirport)).toBe('Origin and destination cannot be the same');
  });

  test('an airport the portal does not know, a date in the past, slices and an origin together', async () => {
    const unknown = threeCities();
    unknown.slices[1] = flight('LHR', 'ZZQ', 34);
    expect(await refused(unknown)).toBe('Please select a destination airport');
    expect((await b.search(unknown)).body.issues).toEqual([
      expect.objectContaining({ path: ['slices', 1, 'destination'] }),
    ]);
    const past = threeCities();
    past.slices[0] = flight('JFK', 'LHR', -3);
    expect(await refused(past)).toBe('Departure date cannot be in the past');
    expect(await refused({ ...threeCities(), origin: 'JFK' })).toMatch(/in place of origin, destination and dates/);
  });
});
