import { SALES_CLOSED_MESSAGE } from '@portal/platform-common/contracts';
import { AppError } from '../../http/errors';
import { parseSearch } from './searchRequest';

const search = (origin: string, destination: string, departureDate: string) => ({
  origin,
  destination,
  departureDate,
  cabinClass: 'economy',
  adultsCount: 1,
});
const refusal = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof AppError && error.status === 400 ? error.message : String(error);
  }
};

describe('the first bookable day at the origin (gateway check)', () => {
  test('when it is 7 pm in London, then a departure from London today is still searched', () => {
    expect(parseSearch(search('LHR', 'JFK', '2026-11-26'), new Date('2026-11-26T19:00:00Z')).departureDate).toBe(
      '2026-11-26',
    );
  });

  test("when it is 10:30 pm in London, then today's departures from London are refused as closed, tomorrow's are searched", () => {
    const now = new Date('2026-11-26T22:30:00Z');

    expect(refusal(() => parseSearch(search('LHR', 'JFK', '2026-11-26'), now))).toBe(SALES_CLOSED_MESSAGE);
    expect(parseSearch(search('LHR', 'JFK', '2026-11-27'), now).departureDate).toBe('2026-11-27');
  });

  test("when it is 10:30 pm in London, then New York's today (5:30 pm there) is still searched: nothing a provider sells is refused", () => {
    expect(parseSearch(search('JFK', 'LHR', '2026-11-26'), new Date('2026-11-26T22:30:00Z')).departureDate).toBe(
      '2026-11-26',
    );
  });

  test("when the date is before the origin's today, then the spec's message", () => {
    expect(refusal(() => parseSearch(search('LHR', 'JFK', '2026-11-25'), new Date('2026-11-26T09:00:00Z')))).toBe(
      'Departure date cannot be in the past',
    );
  });
});

describe('city codes (all the airports of a city)', () => {
  const now = new Date('2026-11-26T09:00:00Z');

  test('when the search is London, all airports (LON) to New York, all airports (NYC), then it is searched with the city codes', () => {
    expect(parseSearch(search('lon', 'nyc', '2026-12-10'), now)).toMatchObject({ origin: 'LON', destination: 'NYC' });
  });

  test("when a city and one of its own airports are searched, then the spec's same-place message", () => {
    expect(refusal(() => parseSearch(search('LON', 'LHR', '2026-12-10'), now))).toBe(
      'Origin and destination cannot be the same',
    );
  });

  test("when a three-letter code is neither an airport nor a city we know, then the spec's message", () => {
    expect(refusal(() => parseSearch(search('LON', 'QQX', '2026-12-10'), now))).toBe(
      'Please select a destination airport',
    );
  });
});
