import {
  formatCardDate,
  formatDuration,
  formatFormDate,
  formatFullDate,
  formatPrice,
  formatStops,
  formatStopsFromSegments,
  formatTime,
  durationMinutes,
} from './index';

describe('formatPrice', () => {
  test('en-US currency style with no decimals', () => {
    expect(formatPrice('1234.56', 'USD')).toBe('$1,235');
    expect(formatPrice(99.4, 'USD')).toBe('$99');
    expect(formatPrice('350.00', 'EUR')).toBe('€350');
  });
  test('defaults to USD', () => {
    expect(formatPrice('10', undefined)).toBe('$10');
  });
  test("missing amounts show 'N/A', a non-numeric one '{currency} N/A'", () => {
    expect(formatPrice(undefined, 'USD')).toBe('N/A');
    expect(formatPrice('', 'USD')).toBe('N/A');
    expect(formatPrice('abc', 'GBP')).toBe('GBP N/A');
    expect(formatPrice('12', 'not-a-currency')).toBe('N/A');
  });
});

describe('formatDuration', () => {
  test.each([
    ['PT5H30M', '5h 30m'],
    ['PT45M', '0h 45m'],
    ['PT7H', '7h 0m'],
    ['P1DT2H5M', '26h 5m'],
  ])('%s shows %s', (iso, shown) => expect(formatDuration(iso)).toBe(shown));
  test.each([[undefined], [''], ['5 hours'], ['PT'], ['P']])("%p shows 'N/A'", (iso) =>
    expect(formatDuration(iso)).toBe('N/A'),
  );
  test('minutes for sorting', () => expect(durationMinutes('PT1H1M')).toBe(61));
});

describe('stops, in both readings', () => {
  test('as a count of stops on the card', () => {
    expect([0, 1, 2, 3].map(formatStops)).toEqual(['Direct', '1 Stop', '2 Stops', '3 Stops']);
  });
  test('as a count of segments in the brand-aware helper', () => {
    expect([1, 2, 3, 4].map(formatStopsFromSegments)).toEqual(['Non-stop', '1 stop', '2 stops', '3 stops']);
  });
});

describe('dates', () => {
  test('card time and date, and the form date', () => {
    expect(formatTime('2026-12-01T07:05:00')).toBe('07:05');
    expect(formatTime('2026-12-01T19:45:00')).toBe('19:45');
    expect(formatCardDate('2026-12-01T07:05:00')).toBe('Tue, Dec 1');
    expect(formatFormDate('2026-03-07')).toBe('Mar 07, 2026');
  });
  test("missing or invalid dates show 'N/A'", () => {
    expect(formatTime(undefined)).toBe('N/A');
    expect(formatTime('not a date')).toBe('N/A');
    expect(formatCardDate('2026-13-45')).toBe('N/A');
  });
});

describe('dates, parsed as ISO 8601 like date-fns parseISO', () => {
  test('a date alone is local midnight; a wall-clock time stays as written', () => {
    expect(formatFormDate('2024-02-29')).toBe('Feb 29, 2024');
    expect(formatCardDate('2027-01-03')).toBe('Sun, Jan 3');
    expect(formatFullDate('2026-12-01T23:59:59.999')).toBe('Tuesday, December 1, 2026');
    expect(formatTime('2026-12-01 06:40')).toBe('06:40');
  });

  test('an instant with an offset is shown in the local time zone', () => {
    const instant = new Date(Date.UTC(2026, 11, 1, 12, 30));
    const local = `${String(instant.getHours()).padStart(2, '0')}:${String(instant.getMinutes()).padStart(2, '0')}`;
    expect(formatTime('2026-12-01T12:30:00Z')).toBe(local);
    expect(formatTime('2026-12-01T14:30:00+02:00')).toBe(local);
    expect(formatTime('2026-12-01T07:00:00.000-0530')).toBe(local);
  });

  test("impossible calendar dates and times show 'N/A'", () => {
    for (const value of [
      '2026-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-12-01T25:00:00',
      '2026-12-01T10:60',
      '2026-12-01T24:30',
      '01/12/2026',
      ' 2026-12-01',
    ]) {
      expect(formatFullDate(value)).toBe('N/A');
    }
    expect(formatFormDate('2026-12-01T24:00:00')).toBe('Dec 02, 2026');
  });
});
