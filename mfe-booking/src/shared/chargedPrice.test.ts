import { formatCharged } from './chargedPrice';

describe('formatCharged', () => {
  test('a total is shown to the cent as charged, not rounded to whole dollars', () => {
    expect(formatCharged('3139.91', 'USD')).toBe('$3,139.91');
    expect(formatCharged('475', 'USD')).toBe('$475.00');
    expect(formatCharged('99.5', 'eur')).toBe('€99.50');
  });

  test("a currency without minor units keeps none; unusable input reads 'N/A'", () => {
    expect(formatCharged('12000', 'JPY')).toBe('¥12,000');
    expect(formatCharged('', 'USD')).toBe('N/A');
    expect(formatCharged('abc', 'USD')).toBe('USD N/A');
  });
});
