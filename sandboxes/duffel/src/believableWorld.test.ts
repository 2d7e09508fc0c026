import type { CabinClass, Offer, OfferSlice } from './duffelTypes';
import { cheapest, generate, median, minutes, searchOf } from './generationKit';
import { profileOf } from './airlineProfiles';
import { DETOUR_LIMIT } from './paths';
import { MAX_CONNECTION_MINUTES } from './schedule';
import { AIRPORTS, distanceKm, indexOf } from './world';

const od = (from: string, to: string) => distanceKm(indexOf(from) ?? 0, indexOf(to) ?? 0);
const flown = (slice: OfferSlice) => slice.segments.reduce((sum, segment) => sum + Number(segment.distance), 0);
const isNonstop = (offer: Offer) => offer.slices.every((slice) => slice.segments.length === 1);
const localMinutes = (wallClock: string) => Number(wallClock.slice(11, 13)) * 60 + Number(wallClock.slice(14, 16));
const layovers = (slice: OfferSlice) =>
  slice.segments
    .slice(1)
    .map(
      (segment, i) =>
        (Date.parse(`${segment.departing_at}Z`) - Date.parse(`${slice.segments[i]?.arriving_at}Z`)) / 60_000,
    );
const oneWay = (from: string, to: string, cabinClass: CabinClass = 'economy') =>
  generate(searchOf([from, to], { maxConnections: 2, cabinClass })).offers;

// 200 routes drawn from the sandbox's own airports (the airport picker's list): the same every run.
const SAMPLE = (() => {
  let seed = 7;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647) % AIRPORTS.length;
  const routes: { from: string; to: string; km: number; offers: Offer[] }[] = [];
  while (routes.length < 200) {
    const [a, b] = [AIRPORTS[next()], AIRPORTS[next()]];
    if (!a || !b || a.iata_code === b.iata_code || (a.city_code && a.city_code === b.city_code)) continue;
    const km = od(a.iata_code, b.iata_code);
    // Closer than 150 km is a drive: no airline connects such a pair within the detour bound.
    if (km < 150) continue;
    routes.push({ from: a.iata_code, to: b.iata_code, km, offers: oneWay(a.iata_code, b.iata_code) });
  }
  return routes;
})();

describe('the world over 200 routes', () => {
  test('every pair of airports gets offers when two connections are allowed', () => {
    expect(SAMPLE.filter((route) => route.offers.length === 0).map((route) => `${route.from}-${route.to}`)).toEqual([]);
  });

  test('no itinerary flies more than 1.6 times the great-circle distance', () => {
    const over = SAMPLE.flatMap(({ from, to, km, offers }) =>
      offers
        .flatMap((offer) => offer.slices)
        .filter((slice) => flown(slice) > km * DETOUR_LIMIT + 1)
        .map(() => `${from}-${to}`),
    );
    expect(over).toEqual([]);
  });

  test('connections leave time to change planes and last at most 5 hours', () => {
    for (const slice of SAMPLE.flatMap((route) => route.offers.flatMap((offer) => offer.slices))) {
      for (const layover of layovers(slice)) {
        expect(layover).toBeGreaterThanOrEqual(45);
        expect(layover).toBeLessThanOrEqual(MAX_CONNECTION_MINUTES);
      }
    }
  });

  test('the further, the dearer: the cheapest fares rise from band to band of distance', () => {
    const bands = [150, 1_000, 3_000, 7_000, Infinity];
    const medians = bands
      .slice(1)
      .map((upper, i) =>
        median(
          SAMPLE.filter((route) => route.km >= (bands[i] as number) && route.km < upper && route.offers.length > 0).map(
            (route) => cheapest(route.offers),
          ),
        ),
      );
    expect(medians).toEqual([...medians].sort((x, y) => x - y));
    expect(new Set(medians).size).toBe(medians.length);
  });

  test('business costs more than economy on every route, premium economy in between on the whole', () => {
    const routes = SAMPLE.filter((route) => route.km > 800).slice(0, 25);
    const fares = routes.map(({ from, to }) => ({
      route: `${from}-${to}`,
      economy: cheapest(oneWay(from, to)),
      premium: cheapest(oneWay(from, to, 'premium_economy')),
      business: cheapest(oneWay(from, to, 'business')),
    }));
    for (const fare of fares) expect(fare).toEqual(expect.objectContaining({ business: expect.any(Number) }));
    expect(fares.filter((fare) => !(fare.business > fare.economy))).toEqual([]);
    expect(median(fares.map((fare) => fare.premium))).toBeGreaterThan(median(fares.map((fare) => fare.economy)));
    expect(median(fares.map((fare) => fare.business))).toBeGreaterThan(median(fares.map((fare) => fare.premium)));
  });
});

// [from, to, shortest and longest nonstop in minutes, carriers flying it nonstop at least]
const TRUNKS: [string, string, number, number, number][] = [
  ['JFK', 'LHR', 6 * 60 + 40, 7 * 60 + 15, 3],
  ['LHR', 'JFK', 7 * 60 + 45, 8 * 60 + 20, 3],
  ['LAX', 'JFK', 4 * 60 + 45, 5 * 60 + 45, 3],
  ['JFK', 'LAX', 5 * 60 + 30, 6 * 60 + 45, 3],
  ['LHR', 'CDG', 60, 90, 1],
  ['SIN', 'LHR', 13 * 60, 15 * 60, 1],
  ['LHR', 'SIN', 12 * 60 + 30, 14 * 60 + 30, 1],
  ['LHR', 'HKG', 11 * 60, 13 * 60, 2],
  ['SFO', 'HKG', 13 * 60 + 30, 15 * 60 + 30, 2],
  ['ORD', 'DFW', 2 * 60, 2 * 60 + 45, 2],
  ['SYD', 'MEL', 75, 105, 1],
];

describe('trunk routes', () => {
  test.each(TRUNKS)(
    '%s-%s has nonstops of realistic length by several carriers',
    (from, to, shortest, longest, carriers) => {
      const nonstops = oneWay(from, to).filter(isNonstop);
      const durations = nonstops.map((offer) => minutes(offer.slices[0]?.duration ?? null));
      expect(Math.min(...durations)).toBeGreaterThanOrEqual(shortest);
      expect(Math.max(...durations)).toBeLessThanOrEqual(longest);
      expect(
        new Set(nonstops.map((offer) => offer.slices[0]?.segments[0]?.operating_carrier.iata_code)).size,
      ).toBeGreaterThanOrEqual(carriers);
    },
  );

  test('New York to London flies overnight in the evening (and a day flight), London to New York by day; several a day', () => {
    const departures = (from: string, to: string) => [
      ...new Set(
        oneWay(from, to)
          .filter(isNonstop)
          .map((offer) => `${offer.owner.iata_code} ${offer.slices[0]?.segments[0]?.departing_at}`),
      ),
    ];
    const eastbound = departures('JFK', 'LHR').map((flight) => localMinutes(flight.slice(3)));
    expect(eastbound.length).toBeGreaterThanOrEqual(6);
    expect(eastbound.filter((minute) => minute >= 17 * 60).length / eastbound.length).toBeGreaterThanOrEqual(0.6);
    for (const minute of departures('LHR', 'JFK').map((flight) => localMinutes(flight.slice(3)))) {
      expect(minute).toBeGreaterThanOrEqual(7 * 60);
      expect(minute).toBeLessThanOrEqual(20 * 60 + 30);
    }
  });

  test('a traveller sorting New York-London by price meets nonstops on the first page, and no two-stop trip', () => {
    const byPrice = oneWay('JFK', 'LHR').sort((x, y) => Number(x.total_amount) - Number(y.total_amount));
    expect(byPrice.slice(0, 20).filter(isNonstop).length).toBeGreaterThanOrEqual(3);
    expect(byPrice.filter((offer) => (offer.slices[0]?.segments.length ?? 0) > 2)).toEqual([]);
  });

  test('the jet stream: eastbound is quicker than westbound on the same pair', () => {
    const quickest = (from: string, to: string) =>
      Math.min(
        ...oneWay(from, to)
          .filter(isNonstop)
          .map((offer) => minutes(offer.slices[0]?.duration ?? null)),
      );
    expect(quickest('LHR', 'JFK') - quickest('JFK', 'LHR')).toBeGreaterThanOrEqual(45);
    expect(quickest('JFK', 'LAX')).toBeGreaterThan(quickest('LAX', 'JFK'));
  });

  test.each([
    ['JFK', 'LHR'],
    ['LAX', 'JFK'],
    ['SIN', 'LHR'],
    ['LHR', 'SYD'],
    ['BOS', 'FRA'],
  ])('%s-%s connects only at a hub of the airline flying in or out', (from, to) => {
    for (const slice of oneWay(from, to).flatMap((offer) => offer.slices)) {
      slice.segments.slice(1).forEach((segment, i) => {
        const before = slice.segments[i]?.operating_carrier.iata_code ?? '';
        const at = indexOf(segment.origin.iata_code ?? '') ?? -1;
        const hubs = [profileOf(before), profileOf(segment.operating_carrier.iata_code ?? '')].flatMap((airline) => [
          ...airline.hubIndexes,
        ]);
        expect(hubs).toContain(at);
      });
    }
  });

  test('Sydney-London has no nonstop (no airliner has the range): it connects, within the detour bound', () => {
    const offers = oneWay('SYD', 'LHR');
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.filter(isNonstop)).toEqual([]);
    for (const slice of offers.flatMap((offer) => offer.slices))
      expect(flown(slice)).toBeLessThanOrEqual(od('SYD', 'LHR') * DETOUR_LIMIT + 1);
  });
});

describe('fare brands', () => {
  const sameFlights = (offers: Offer[]) => {
    const groups = new Map<string, Offer[]>();
    for (const offer of offers) {
      const key = `${offer.owner.iata_code} ${offer.slices.map((slice) => slice.comparison_key).join()}`;
      groups.set(key, [...(groups.get(key) ?? []), offer]);
    }
    return [...groups.values()].map((group) => group.sort((x, y) => Number(x.total_amount) - Number(y.total_amount)));
  };
  const checkedBags = (offer: Offer) =>
    offer.slices[0]?.segments[0]?.passengers[0]?.baggages.find((bag) => bag.type === 'checked')?.quantity ?? 0;

  test('on one flight, Basic, Standard and Flex economy differ in name, price, checked bags, changes and refunds', () => {
    const brands = sameFlights(oneWay('JFK', 'LHR')).filter((group) => group.length === 3);
    expect(brands.length).toBeGreaterThan(5);
    for (const [basic, standard, flex] of brands as [Offer, Offer, Offer][]) {
      expect(new Set([basic, standard, flex].map((offer) => offer.slices[0]?.fare_brand_name)).size).toBe(3);
      expect(Number(basic.total_amount)).toBeLessThan(Number(standard.total_amount));
      expect(Number(standard.total_amount)).toBeLessThan(Number(flex.total_amount));
      expect(checkedBags(basic)).toBeLessThan(checkedBags(standard));
      expect(checkedBags(standard)).toBeLessThanOrEqual(checkedBags(flex));
      expect(basic.conditions.change_before_departure?.allowed).toBe(false);
      expect(basic.conditions.refund_before_departure?.allowed).toBe(false);
      expect(standard.conditions.change_before_departure?.allowed).toBe(true);
      expect(flex.conditions.refund_before_departure).toEqual(
        expect.objectContaining({ allowed: true, penalty_amount: '0.00' }),
      );
    }
  });

  test('business has its own brands: the flexible one refunds without a penalty and costs more', () => {
    for (const group of sameFlights(oneWay('JFK', 'LHR', 'business')).filter((offers) => offers.length === 2)) {
      const [saver, flex] = group as [Offer, Offer];
      expect(flex.slices[0]?.fare_brand_name).not.toBe(saver.slices[0]?.fare_brand_name);
      expect(Number(flex.total_amount)).toBeGreaterThan(Number(saver.total_amount));
      expect(Number(flex.conditions.refund_before_departure?.penalty_amount)).toBeLessThan(
        Number(saver.conditions.refund_before_departure?.penalty_amount),
      );
    }
  });
});

describe('determinism', () => {
  test('the same search at the same moment gives the same flights and prices', () => {
    const summary = (offers: Offer[]) =>
      offers
        .map((offer) =>
          [
            offer.total_amount,
            offer.slices
              .map(
                (slice) =>
                  `${slice.fare_brand_name} ${slice.segments.map((s) => `${s.marketing_carrier.iata_code}${s.marketing_carrier_flight_number} ${s.departing_at}`).join(' ')}`,
              )
              .join(' / '),
          ].join(' '),
        )
        .sort();
    const search = searchOf(['JFK', 'LHR', 'JFK'], { maxConnections: 2 });
    expect(summary(generate(search).offers)).toEqual(summary(generate({ ...search }).offers));
  });
});
