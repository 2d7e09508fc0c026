import { isMeaningfulDrop, resultsUrl, shouldNotify, targetMinor } from './alertRules';

const check = (overrides: Partial<Parameters<typeof shouldNotify>[0]>) =>
  shouldNotify({
    priceMinor: 40_000n,
    currency: 'USD',
    referenceMinor: 45_000n,
    notifiedBefore: false,
    targetPrice: null,
    ...overrides,
  });

describe('what counts as a drop worth an e-mail', () => {
  test('at least 5% and at least one whole unit below the reference', () => {
    expect(isMeaningfulDrop(100_00n, 95_00n, 'USD')).toBe(true);
    expect(isMeaningfulDrop(100_00n, 95_01n, 'USD')).toBe(false);
    // 5% of 10.00 USD is 0.50: less than a dollar is no news.
    expect(isMeaningfulDrop(10_00n, 9_00n, 'USD')).toBe(true);
    expect(isMeaningfulDrop(10_00n, 9_01n, 'USD')).toBe(false);
    // Yen have no minor unit: one yen is the whole unit.
    expect(isMeaningfulDrop(20n, 19n, 'JPY')).toBe(true);
    expect(isMeaningfulDrop(10n, 9n, 'JPY')).toBe(true);
    expect(isMeaningfulDrop(1000n, 951n, 'JPY')).toBe(false);
  });

  test('the first run only sets the reference, unless it already meets the target', () => {
    expect(check({ referenceMinor: null })).toBe(false);
    expect(check({ referenceMinor: null, targetPrice: '400' })).toBe(true);
    expect(check({ referenceMinor: null, targetPrice: '399.99' })).toBe(false);
  });

  test('a price at the target is e-mailed once, then only when it goes lower', () => {
    expect(check({ priceMinor: 44_900n, targetPrice: '450' })).toBe(true);
    expect(check({ priceMinor: 44_900n, referenceMinor: 44_900n, notifiedBefore: true, targetPrice: '450' })).toBe(
      false,
    );
    expect(check({ priceMinor: 44_800n, referenceMinor: 44_900n, notifiedBefore: true, targetPrice: '450' })).toBe(
      true,
    );
  });

  test("a target with more decimals than the currency has is cut to the currency's", () => {
    expect(targetMinor('250.999', 'USD')).toBe(25_099n);
    expect(targetMinor('12000.5', 'JPY')).toBe(12_000n);
    expect(targetMinor('7', 'KWD')).toBe(7_000n);
  });
});

test('the results link is the address the search form makes', () => {
  expect(
    resultsUrl('https://flights.example', {
      origin: 'JFK',
      destination: 'LHR',
      departureDate: '2027-01-20',
      returnDate: '2027-01-27',
      cabinClass: 'economy',
      adultsCount: 1,
      childrenCount: 0,
      infantsCount: 0,
    }),
  ).toBe(
    'https://flights.example/search?origin=JFK&destination=LHR&departureDate=2027-01-20&cabinClass=economy&adults=1&children=0&infants=0&tripType=round-trip&returnDate=2027-01-27',
  );
});
