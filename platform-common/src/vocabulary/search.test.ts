import { firstBookableIso, SALES_CLOSE_HOURS, todayIso } from './search';

describe('the first bookable day', () => {
  test('is today while flights leaving today are still sold, tomorrow once the last ones have closed', () => {
    expect(SALES_CLOSE_HOURS).toBe(2);
    expect(firstBookableIso(new Date('2026-11-26T21:59:00Z'), 'Europe/London')).toBe('2026-11-26');
    expect(firstBookableIso(new Date('2026-11-26T22:00:00Z'), 'Europe/London')).toBe('2026-11-27');
  });

  test('is taken where the flight leaves: at 10:30 pm in London it is still today in New York', () => {
    const now = new Date('2026-11-26T22:30:00Z');
    expect(firstBookableIso(now, 'America/New_York')).toBe('2026-11-26');
    expect(todayIso(now, 'Asia/Tokyo')).toBe('2026-11-27');
  });
});
