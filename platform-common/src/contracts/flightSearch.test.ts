import { createSearchRequestSchema } from './flightSearch';

const schema = createSearchRequestSchema({ today: '2026-11-22' });
const valid = {
  origin: 'jfk',
  destination: 'LHR',
  departureDate: '2026-12-01',
  returnDate: '2026-12-08',
  cabinClass: 'economy',
  adultsCount: 1,
  childrenCount: 0,
  infantsCount: 0,
};
const messages = (input: object) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the search request contract', () => {
  test('a valid search is normalised: codes upper-cased, defaults filled', () => {
    const parsed = schema.parse({ origin: 'jfk', destination: 'lhr', departureDate: '2026-12-01' });
    expect(parsed).toMatchObject({
      origin: 'JFK',
      destination: 'LHR',
      cabinClass: 'economy',
      adultsCount: 1,
      childrenCount: 0,
      infantsCount: 0,
      page: 1,
      limit: 30,
    });
    expect(parsed.returnDate).toBeUndefined();
  });

  test.each([
    [{ origin: 'JF' }, 'Please select an origin airport'],
    [{ destination: '' }, 'Please select a destination airport'],
    [{ departureDate: '' }, 'Please select a departure date'],
    [{ adultsCount: 0 }, 'At least 1 adult is required'],
    [{ adultsCount: 10 }, 'At least 1 adult is required'],
    [{ destination: 'JFK' }, 'Origin and destination cannot be the same'],
    [{ departureDate: '2026-11-21', returnDate: '' }, 'Departure date cannot be in the past'],
    [{ returnDate: '2026-11-30' }, 'Return date must be after departure date'],
  ])('%p gives "%s"', (change, message) => {
    expect(messages({ ...valid, ...change })).toContain(message);
  });

  test('children and infants are 0 to 9 in the schema', () => {
    expect(messages({ ...valid, childrenCount: 9, adultsCount: 9, infantsCount: 9 })).toEqual([]);
    expect(messages({ ...valid, childrenCount: 10 })).not.toEqual([]);
    expect(messages({ ...valid, infantsCount: -1 })).not.toEqual([]);
  });

  test('query-string values are coerced, and a return on the departure day is allowed', () => {
    expect(messages({ ...valid, adultsCount: '2', page: '3', limit: '100', returnDate: '2026-12-01' })).toEqual([]);
  });

  test('an impossible calendar date is refused', () => {
    expect(messages({ ...valid, departureDate: '2026-02-30' })).toContain('Please select a departure date');
  });

  test('the page size is bounded', () => {
    expect(messages({ ...valid, limit: 201 })).not.toEqual([]);
    expect(messages({ ...valid, page: 0 })).not.toEqual([]);
  });
});
