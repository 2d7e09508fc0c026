import { createSandboxClock } from '../clock';
import { generateOffers } from './generateOffers';
import { createSandboxIds } from './sandboxIds';
import type { SearchParams, SearchPassenger } from './search';
import { daysFromNow } from './testSandbox';
import { AIRPORTS, airportAt, distanceKm, indexOf } from './world';

const ids = createSandboxIds('test-secret');
const clock = createSandboxClock();
const ADULT: SearchPassenger = { type: 'adult', age: null };

const searchOf = (route: string[], overrides: Partial<SearchParams> = {}, days = [30, 37]): SearchParams => ({
  slices: route.slice(1).map((destination, i) => ({
    origin: route[i] as string,
    destination,
    departureDate: daysFromNow(days[i] ?? 40, clock),
    departureTime: null,
    arrivalTime: null,
  })),
  passengers: [ADULT],
  cabinClass: 'economy',
  maxConnections: 1,
  createdAt: clock.now().getTime(),
  ...overrides,
});

const generate = (search: SearchParams) => generateOffers(search, ids.requestId(search), ids);
const minutes = (iso: string | null) => {
  const [, h = '0', m = '0'] = /^PT(\d+)H(\d+)M$/.exec(iso ?? '') ?? [];
  return Number(h) * 60 + Number(m);
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const local = (utc: number, timeZone: string) => new Date(utc).toLocaleString('sv-SE', { timeZone }).replace(' ', 'T');

describe('generated offers', () => {
  const family = generate(searchOf(['JFK', 'LHR', 'JFK'], { passengers: [ADULT, ADULT, { type: 'child', age: 8 }] }));

  test('JFK-LHR is a busy route: 50 to 300 offers from the airlines that fly it', () => {
    expect(family.offers.length).toBeGreaterThanOrEqual(50);
    expect(family.offers.length).toBeLessThanOrEqual(300);
    const owners = new Set(family.offers.map((offer) => offer.owner.iata_code));
    expect([...owners]).toEqual(expect.arrayContaining(['BA', 'AA', 'DL']));
    for (const lowCost of ['WN', 'F9', 'NK', 'B6', 'AS']) expect(owners).not.toContain(lowCost);
    expect(family.offers.some((offer) => offer.slices.every((slice) => slice.segments.length === 1))).toBe(true);
  });

  test('segment times are the airports\u2019 local times, and their difference is the flight time', () => {
    family.plans.forEach((plan, i) => {
      plan.options.forEach((option, s) =>
        option.legs.forEach((leg, g) => {
          const segment = family.offers[i]?.slices[s]?.segments[g];
          expect(segment?.departing_at).toBe(local(leg.departUtc, airportAt(leg.from).time_zone));
          expect(segment?.arriving_at).toBe(local(leg.arriveUtc, airportAt(leg.to).time_zone));
          expect(minutes(segment?.duration ?? null)).toBe((leg.arriveUtc - leg.departUtc) / 60_000);
        }),
      );
    });
  });

  test('flight times follow the great-circle distance at about 830 km/h plus 30 minutes', () => {
    for (const offer of family.offers) {
      for (const segment of offer.slices.flatMap((slice) => slice.segments)) {
        const expected = (Number(segment.distance) / 830) * 60 + 30;
        expect(minutes(segment.duration)).toBeGreaterThan(expected * 0.9);
        expect(minutes(segment.duration)).toBeLessThan(expected * 1.1 + 5);
      }
    }
  });

  test('connections last 45 minutes to 4 hours, and slices end where they should', () => {
    for (const plan of family.plans) {
      for (const option of plan.options) {
        option.legs.slice(1).forEach((leg, i) => {
          const gap = (leg.departUtc - (option.legs[i]?.arriveUtc ?? 0)) / 60_000;
          expect(gap).toBeGreaterThanOrEqual(45);
          expect(gap).toBeLessThanOrEqual(240);
          expect(leg.from).toBe(option.legs[i]?.to);
        });
      }
    }
    for (const offer of family.offers) {
      expect(offer.slices.map((slice) => `${slice.origin.iata_code}-${slice.destination.iata_code}`)).toEqual(['JFK-LHR', 'LHR-JFK']);
    }
  });

  test('amounts are USD strings with two decimals; tax is 12 to 18% of the total', () => {
    for (const offer of family.offers) {
      for (const amount of [offer.total_amount, offer.base_amount, offer.tax_amount]) expect(amount).toMatch(/^\d+\.\d{2}$/);
      const [total, base, tax] = [offer.total_amount, offer.base_amount, offer.tax_amount].map((amount) => Math.round(Number(amount) * 100)) as [number, number, number];
      expect(base + tax).toBe(total);
      expect(tax / total).toBeGreaterThanOrEqual(0.119);
      expect(tax / total).toBeLessThanOrEqual(0.181);
      expect(offer.total_currency).toBe('USD');
    }
  });

  test('every offer is an international trip: passports required, identity document types given', () => {
    for (const offer of family.offers) {
      expect(offer.passenger_identity_documents_required).toBe(true);
      expect(offer.passengers.map((passenger) => passenger.type)).toEqual(['adult', 'adult', 'child']);
      expect(Date.parse(offer.expires_at) - Date.parse(offer.created_at)).toBe(30 * 60_000);
    }
  });

  test('long-haul flights are on wide bodies, short hops on narrow ones', () => {
    const ordDfw = generate(searchOf(['ORD', 'DFW']));
    const segments = [...family.offers, ...ordDfw.offers].flatMap((offer) => offer.slices.flatMap((slice) => slice.segments));
    for (const segment of segments) {
      const km = Number(segment.distance);
      if (km > 5_000) expect(['789', '77W', '788', '359', '339', '351', '781', '748', '388', '333']).toContain(segment.aircraft.iata_code);
      if (km < 1_500) expect(['E75', '223', '320', '32N', '321', '32Q', '738', '739', '7M8', '7M9']).toContain(segment.aircraft.iata_code);
    }
  });
});

describe('prices', () => {
  const cheapest = (search: SearchParams) => median(generate(search).offers.map((offer) => Number(offer.total_amount)));

  test('business costs several times economy, and first more again', () => {
    const economy = cheapest(searchOf(['LHR', 'JFK']));
    const business = cheapest(searchOf(['LHR', 'JFK'], { cabinClass: 'business' }));
    expect(business / economy).toBeGreaterThan(2.5);
    // Airlines without a first cabin sell their business cabin to a first-class search.
    const trueFirst = generate(searchOf(['LHR', 'JFK'], { cabinClass: 'first' })).offers.filter((offer) =>
      offer.slices.every((slice) => slice.segments.every((segment) => segment.passengers[0]?.cabin_class === 'first')),
    );
    expect(trueFirst.length).toBeGreaterThan(0);
    expect(median(trueFirst.map((offer) => Number(offer.total_amount)))).toBeGreaterThan(business * 1.3);
  });

  test('the closer the departure, the dearer', () => {
    expect(cheapest(searchOf(['DEN', 'SEA'], {}, [2]))).toBeGreaterThan(cheapest(searchOf(['DEN', 'SEA'], {}, [60])) * 1.3);
  });

  test('the further, the dearer; and a child pays less than an adult', () => {
    expect(cheapest(searchOf(['LAX', 'SYD']))).toBeGreaterThan(cheapest(searchOf(['LAX', 'SFO'])) * 3);
    expect(cheapest(searchOf(['LAX', 'SFO'], { passengers: [{ type: 'child', age: 6 }] }))).toBeLessThan(cheapest(searchOf(['LAX', 'SFO'])));
  });
});

describe('coverage and determinism', () => {
  test('the same search gives the same offers', () => {
    const search = searchOf(['CDG', 'MIA', 'CDG']);
    const summary = (result: ReturnType<typeof generate>) => result.offers.map((offer) => [offer.owner.iata_code, offer.total_amount, offer.slices[0]?.segments[0]?.departing_at]);
    expect(summary(generate({ ...search, createdAt: search.createdAt + 5_000 }))).toEqual(summary(generate(search)));
  });

  test('a thin route gets fewer offers than a busy one, but some', () => {
    const thin = generate(searchOf(['BZN', 'EYW', 'BZN'], { maxConnections: 2 }));
    expect(thin.offers.length).toBeGreaterThan(0);
    expect(thin.offers.length).toBeLessThan(100);
  });

  test('any pair of airports gets offers when two connections are allowed', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) % AIRPORTS.length;
    for (let i = 0; i < 150; i++) {
      const [a, b] = [AIRPORTS[next()], AIRPORTS[next()]];
      if (!a || !b || a.iata_code === b.iata_code || (a.city_code && a.city_code === b.city_code)) continue;
      if (distanceKm(indexOf(a.iata_code) ?? 0, indexOf(b.iata_code) ?? 0) < 80) continue;
      const offers = generate(searchOf([a.iata_code, b.iata_code], { maxConnections: 2 })).offers;
      if (offers.length === 0) throw new Error(`no offers ${a.iata_code}-${b.iata_code}`);
    }
  });
});
