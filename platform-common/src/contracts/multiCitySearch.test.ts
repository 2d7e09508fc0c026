import {
  createFlightSearchRequestSchema,
  createMultiCitySearchRequestSchema,
  isMultiCitySearch,
  MULTI_CITY_FLIGHTS_MESSAGE,
  MULTI_CITY_ORDER_MESSAGE,
  MULTI_CITY_SHAPE_MESSAGE,
} from './multiCitySearch';

const dates = { today: '2026-11-22' };
const schema = createMultiCitySearchRequestSchema(dates);
const flight = (origin: string, destination: string, departureDate: string) => ({ origin, destination, departureDate });
const threeCities = [
  flight('jfk', 'lhr', '2026-12-01'),
  flight('LHR', 'CDG', '2026-12-05'),
  flight('CDG', 'JFK', '2026-12-09'),
];
const messages = (input: object) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the multi-city search request contract', () => {
  test('three flights in date order are a search, codes upper-cased and defaults filled', () => {
    const parsed = schema.parse({ slices: threeCities, adultsCount: 2 });
    expect(parsed.slices.map((slice) => `${slice.origin}-${slice.destination}`)).toEqual([
      'JFK-LHR',
      'LHR-CDG',
      'CDG-JFK',
    ]);
    expect(parsed).toMatchObject({ cabinClass: 'economy', adultsCount: 2, childrenCount: 0, page: 1, limit: 30 });
  });

  test.each([
    ['one flight', [flight('JFK', 'LHR', '2026-12-01')]],
    ['six flights', Array.from({ length: 6 }, (_, i) => flight('JFK', 'LHR', `2026-12-0${i + 1}`))],
  ])('%s is refused: a multi-city trip has 2 to 5', (_name, slices) => {
    expect(messages({ slices })).toEqual([MULTI_CITY_FLIGHTS_MESSAGE]);
  });

  test('five flights, two of them the same day, are allowed', () => {
    const slices = ['JFK', 'LHR', 'CDG', 'FRA', 'MAD', 'JFK']
      .slice(1)
      .map((to, i, rest) =>
        flight(i === 0 ? 'JFK' : (rest[i - 1] as string), to, i < 2 ? '2026-12-01' : `2026-12-0${i + 1}`),
      );
    expect(messages({ slices })).toEqual([]);
  });

  test('a flight before the one it follows names that flight', () => {
    const result = schema.safeParse({ slices: [threeCities[0], threeCities[2], flight('JFK', 'LAX', '2026-12-03')] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['slices', 2, 'departureDate'], message: MULTI_CITY_ORDER_MESSAGE }),
    ]);
  });

  test.each([
    ['to the airport it leaves', flight('LHR', 'lhr', '2026-12-05'), 'Origin and destination cannot be the same'],
    ['in the past', flight('LHR', 'CDG', '2026-11-21'), 'Departure date cannot be in the past'],
    ['from no airport', flight('LH', 'CDG', '2026-12-05'), 'Please select an origin airport'],
    ['on no real date', flight('LHR', 'CDG', '2026-13-05'), 'Please select a departure date'],
  ])('a second flight %s is refused with "%s"', (_name, second, message) => {
    expect(messages({ slices: [threeCities[0], second] })).toContain(message);
  });
});

describe('either shape of search', () => {
  const either = createFlightSearchRequestSchema(dates);

  test('origin and dates are a one-way or return search, slices a multi-city one', () => {
    const oneWay = either.parse({ origin: 'JFK', destination: 'LHR', departureDate: '2026-12-01' });
    const multiCity = either.parse({ slices: threeCities });
    expect(isMultiCitySearch(oneWay)).toBe(false);
    expect(isMultiCitySearch(multiCity)).toBe(true);
  });

  test('a wrong multi-city search gets the multi-city messages only', () => {
    const result = either.safeParse({ slices: [threeCities[0]] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([MULTI_CITY_FLIGHTS_MESSAGE]);
  });

  test('slices with an origin or a return date as well are refused: which trip is meant is unclear', () => {
    const result = either.safeParse({ slices: threeCities, returnDate: '2026-12-10' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([MULTI_CITY_SHAPE_MESSAGE]);
  });
});
