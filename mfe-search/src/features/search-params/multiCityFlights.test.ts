import { flightsFromParam, flightsParam } from './multiCityFlights';
import { criteriaFromParams, paramsFromCriteria, multiCityRequestFromCriteria } from './searchParams';

const flights = [
  { origin: 'JFK', destination: 'LHR', departureDate: '2026-12-01' },
  { origin: 'LHR', destination: 'CDG', departureDate: '2026-12-05' },
  { origin: 'CDG', destination: 'JFK', departureDate: '2026-12-09' },
];

describe('a multi-city trip in the address', () => {
  test('its flights read back as written, and the criteria name the first origin, last destination and first date', () => {
    const address = `tripType=multi-city&flights=${flightsParam(flights)}&adults=2&cabinClass=business`;

    const criteria = criteriaFromParams(new URLSearchParams(address));

    expect(criteria).toMatchObject({ flights, origin: 'JFK', destination: 'JFK', departureDate: '2026-12-01' });
    expect(criteria.returnDate).toBeUndefined();
    expect(criteriaFromParams(paramsFromCriteria(criteria))).toEqual(criteria);
    expect(multiCityRequestFromCriteria(criteria, 2, 100)).toEqual({
      slices: flights,
      cabinClass: 'business',
      adultsCount: 2,
      childrenCount: 0,
      infantsCount: 0,
      page: 2,
      limit: 100,
    });
  });

  test.each([
    ['one flight', 'JFK-LHR-2026-12-01'],
    ['six flights', Array.from({ length: 6 }, () => 'JFK-LHR-2026-12-01').join(',')],
    ['a flight that does not read', 'JFK-LHR-2026-12-01,LHR-2026-12-05'],
  ])('%s is no multi-city trip', (_name, raw) => {
    expect(flightsFromParam(raw)).toBeUndefined();
  });

  test('a one-way or return search has no multi-city request', () => {
    const oneWay = criteriaFromParams(new URLSearchParams('origin=JFK&destination=LHR&departureDate=2026-12-01'));
    expect(oneWay.flights).toBeUndefined();
    expect(multiCityRequestFromCriteria(oneWay)).toBeNull();
  });
});
