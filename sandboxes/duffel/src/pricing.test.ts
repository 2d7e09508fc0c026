import { advanceFactor, distanceFare, sliceFareCents, type SliceFareInput } from './pricing';

const input = (overrides: Partial<SliceFareInput> = {}): SliceFareInput => ({
  odKm: 5_540,
  legs: [{ km: 5_540, cabin: 'economy' }],
  stops: 0,
  daysToDeparture: 30,
  departureLocalMinutes: 12 * 60,
  airlineFactor: 1,
  jitter: 1,
  tier: 1,
  requestedCabin: 'economy',
  ...overrides,
});

describe('fares', () => {
  test('premium economy x1.6, business x3.5 and first x6 an economy fare', () => {
    const economy = sliceFareCents(input(), 'adult');
    const cabin = (name: 'premium_economy' | 'business' | 'first') =>
      sliceFareCents(input({ legs: [{ km: 5_540, cabin: name }], requestedCabin: name }), 'adult') / economy;
    expect(cabin('premium_economy')).toBeCloseTo(1.6 / 1.22, 1);
    expect(cabin('business')).toBeCloseTo(3.5 / 1.22, 1);
    expect(cabin('first')).toBeCloseTo(6 / 1.22, 1);
  });

  test('a flight in a lower cabin on part of the trip lowers the fare by its share of the distance', () => {
    const allBusiness = sliceFareCents(
      input({
        legs: [
          { km: 1_000, cabin: 'business' },
          { km: 4_540, cabin: 'business' },
        ],
        stops: 1,
        requestedCabin: 'business',
      }),
      'adult',
    );
    const mixed = sliceFareCents(
      input({
        legs: [
          { km: 1_000, cabin: 'economy' },
          { km: 4_540, cabin: 'business' },
        ],
        stops: 1,
        requestedCabin: 'business',
      }),
      'adult',
    );
    expect(mixed).toBeLessThan(allBusiness);
    expect(mixed).toBeGreaterThan(allBusiness * 0.75);
  });

  test('fewer stops cost more, closer dates cost more, further costs more', () => {
    expect(sliceFareCents(input({ stops: 0 }), 'adult')).toBeGreaterThan(sliceFareCents(input({ stops: 1 }), 'adult'));
    expect(sliceFareCents(input({ stops: 1 }), 'adult')).toBeGreaterThan(sliceFareCents(input({ stops: 2 }), 'adult'));
    expect(advanceFactor(0)).toBeGreaterThan(advanceFactor(7));
    expect(advanceFactor(7)).toBeGreaterThan(advanceFactor(60));
    expect(distanceFare(10_000)).toBeGreaterThan(distanceFare(1_000));
  });

  test('children pay 75% and lap infants 10%', () => {
    const adult = sliceFareCents(input(), 'adult');
    expect(sliceFareCents(input(), 'child') / adult).toBeCloseTo(0.75, 2);
    expect(sliceFareCents(input(), 'infant_without_seat') / adult).toBeCloseTo(0.1, 2);
  });
});
