import { MAX_CONNECTION_MINUTES } from './schedule';
import { ADULT, generate, median, minutes, searchOf } from './generationKit';
import { airportAt } from './world';

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

  test('flight times follow the great-circle distance: 50 minutes on the ground plus 850 km/h, give or take the jet stream', () => {
    for (const offer of family.offers) {
      for (const segment of offer.slices.flatMap((slice) => slice.segments)) {
        const km = Number(segment.distance);
        expect(minutes(segment.duration)).toBeGreaterThanOrEqual(50 + (km / 910) * 60);
        expect(minutes(segment.duration)).toBeLessThanOrEqual(55 + (km / 790) * 60);
      }
    }
  });

  test('connections last 45 minutes to 5 hours, and slices end where they should', () => {
    for (const plan of family.plans) {
      for (const option of plan.options) {
        option.legs.slice(1).forEach((leg, i) => {
          const gap = (leg.departUtc - (option.legs[i]?.arriveUtc ?? 0)) / 60_000;
          expect(gap).toBeGreaterThanOrEqual(45);
          expect(gap).toBeLessThanOrEqual(MAX_CONNECTION_MINUTES);
          expect(leg.from).toBe(option.legs[i]?.to);
        });
      }
    }
    for (const offer of family.offers) {
      expect(offer.slices.map((slice) => `${slice.origin.iata_code}-${slice.destination.iata_code}`)).toEqual([
        'JFK-LHR',
        'LHR-JFK',
      ]);
    }
  });

  test('amounts are USD strings with two decimals; tax is 12 to 18% of the total', () => {
    for (const offer of family.offers) {
      for (const amount of [offer.total_amount, offer.base_amount, offer.tax_amount])
        expect(amount).toMatch(/^\d+\.\d{2}$/);
      const [total, base, tax] = [offer.total_amount, offer.base_amount, offer.tax_amount].map((amount) =>
        Math.round(Number(amount) * 100),
      ) as [number, number, number];
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
    const segments = [...family.offers, ...ordDfw.offers].flatMap((offer) =>
      offer.slices.flatMap((slice) => slice.segments),
    );
    for (const segment of segments) {
      const km = Number(segment.distance);
      if (km > 5_000)
        expect(['789', '77W', '788', '359', '339', '351', '781', '748', '388', '333']).toContain(
          segment.aircraft.iata_code,
        );
      if (km < 1_500)
        expect(['E75', '223', '320', '32N', '321', '32Q', '738', '739', '7M8', '7M9']).toContain(
          segment.aircraft.iata_code,
        );
    }
  });
});

describe('prices', () => {
  const cheapest = (search: Parameters<typeof generate>[0]) =>
    median(generate(search).offers.map((offer) => Number(offer.total_amount)));

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
    expect(cheapest(searchOf(['DEN', 'SEA'], {}, [2]))).toBeGreaterThan(
      cheapest(searchOf(['DEN', 'SEA'], {}, [60])) * 1.3,
    );
  });

  test('the further, the dearer; and a child pays less than an adult', () => {
    expect(cheapest(searchOf(['LAX', 'SYD']))).toBeGreaterThan(cheapest(searchOf(['LAX', 'SFO'])) * 3);
    expect(cheapest(searchOf(['LAX', 'SFO'], { passengers: [{ type: 'child', age: 6 }] }))).toBeLessThan(
      cheapest(searchOf(['LAX', 'SFO'])),
    );
  });
});

describe('coverage and determinism', () => {
  test('the same search gives the same offers', () => {
    const search = searchOf(['CDG', 'MIA', 'CDG']);
    const summary = (result: ReturnType<typeof generate>) =>
      result.offers.map((offer) => [
        offer.owner.iata_code,
        offer.total_amount,
        offer.slices[0]?.segments[0]?.departing_at,
      ]);
    expect(summary(generate({ ...search, createdAt: search.createdAt + 5_000 }))).toEqual(summary(generate(search)));
  });

  test('a thin route gets fewer offers than a busy one, but some', () => {
    const thin = generate(searchOf(['BZN', 'EYW', 'BZN'], { maxConnections: 2 }));
    expect(thin.offers.length).toBeGreaterThan(0);
    expect(thin.offers.length).toBeLessThan(100);
  });
});
