import { criteriaFromParams, paramsFromCriteria, requestFromCriteria } from './searchParams';

describe('search criteria in the address', () => {
  test('reads the counts named adults, children, infants', () => {
    const criteria = criteriaFromParams(
      new URLSearchParams(
        'origin=jfk&destination=LHR&departureDate=2026-12-01&returnDate=2026-12-08&adults=2&children=1&infants=1&cabinClass=business',
      ),
    );
    expect(criteria).toEqual({
      origin: 'JFK',
      destination: 'LHR',
      departureDate: '2026-12-01',
      returnDate: '2026-12-08',
      cabinClass: 'business',
      adultsCount: 2,
      childrenCount: 1,
      infantsCount: 1,
      tripType: 'round-trip',
    });
  });

  test('reads the other reading, adultsCount, childrenCount, infantsCount', () => {
    const criteria = criteriaFromParams(
      new URLSearchParams(
        'origin=JFK&destination=LAX&departureDate=2026-12-01&adultsCount=3&childrenCount=2&infantsCount=0',
      ),
    );
    expect(criteria).toMatchObject({ adultsCount: 3, childrenCount: 2, infantsCount: 0 });
  });

  test('accepts every value with the from_ prefix', () => {
    const criteria = criteriaFromParams(
      new URLSearchParams(
        'from_origin=SFO&from_destination=SEA&from_departureDate=2026-12-02&from_adults=2&from_tripType=one-way',
      ),
    );
    expect(criteria).toMatchObject({
      origin: 'SFO',
      destination: 'SEA',
      departureDate: '2026-12-02',
      adultsCount: 2,
      tripType: 'one-way',
    });
  });

  test('infers the trip type from the return date when it is missing', () => {
    expect(criteriaFromParams(new URLSearchParams('returnDate=2026-12-08')).tripType).toBe('round-trip');
    expect(criteriaFromParams(new URLSearchParams('origin=JFK')).tripType).toBe('one-way');
  });

  test('one-way drops the return date even when the address has one', () => {
    expect(
      criteriaFromParams(new URLSearchParams('tripType=one-way&returnDate=2026-12-08')).returnDate,
    ).toBeUndefined();
  });

  test('an unknown cabin falls back to economy and defaults fill missing counts', () => {
    expect(criteriaFromParams(new URLSearchParams('cabinClass=rocket'))).toMatchObject({
      cabinClass: 'economy',
      adultsCount: 1,
      childrenCount: 0,
      infantsCount: 0,
    });
  });

  test('writes returnDate only for round trips', () => {
    const base = {
      origin: 'JFK',
      destination: 'LHR',
      departureDate: '2026-12-01',
      returnDate: '2026-12-08',
      cabinClass: 'economy' as const,
      adultsCount: 1,
      childrenCount: 0,
      infantsCount: 0,
    };
    expect(paramsFromCriteria({ ...base, tripType: 'round-trip' }).get('returnDate')).toBe('2026-12-08');
    expect(paramsFromCriteria({ ...base, tripType: 'one-way' }).has('returnDate')).toBe(false);
    expect(requestFromCriteria({ ...base, tripType: 'one-way' }).returnDate).toBeUndefined();
  });

  test('what is written reads back the same', () => {
    const criteria = {
      origin: 'CDG',
      destination: 'NRT',
      departureDate: '2027-01-10',
      returnDate: '2027-01-20',
      cabinClass: 'first' as const,
      adultsCount: 2,
      childrenCount: 3,
      infantsCount: 1,
      tripType: 'round-trip' as const,
    };
    expect(criteriaFromParams(paramsFromCriteria(criteria))).toEqual(criteria);
  });
});
