import { formatParty, formatTotal, sharePerTraveller } from './index';

describe('formatTotal: a total as charged', () => {
  test('shows the cents the card is charged, not a rounded whole amount', () => {
    expect(formatTotal('3139.91', 'USD')).toBe('$3,139.91');
    expect(formatTotal('450.00', 'USD')).toBe('$450.00');
    expect(formatTotal('225.01', 'EUR')).toBe('€225.01');
  });

  test('a currency without minor units keeps none', () => {
    expect(formatTotal('121481', 'JPY')).toBe('¥121,481');
  });

  test("missing amounts show 'N/A', a non-numeric one '{currency} N/A'", () => {
    expect(formatTotal(undefined, 'USD')).toBe('N/A');
    expect(formatTotal('abc', 'GBP')).toBe('GBP N/A');
    expect(formatTotal('12', 'not-a-currency')).toBe('N/A');
  });
});

describe('sharePerTraveller: the average a traveller pays of a party price', () => {
  test.each([
    ['3139.91', 3, '1046.64'],
    ['450.00', 2, '225.00'],
    ['0.05', 2, '0.03'],
    ['121481', 2, '60741'],
    ['100.00', 1, '100.00'],
  ])('%s shared by %d is %s, in minor units, halves up', (amount, count, share) => {
    expect(sharePerTraveller(amount, count)).toBe(share);
  });

  test('nobody to share with, or an amount that is not one, gives nothing', () => {
    expect(sharePerTraveller('450.00', 0)).toBeNull();
    expect(sharePerTraveller('abc', 2)).toBeNull();
  });
});

describe('formatParty', () => {
  test('counts the travellers by type, leaving out the types nobody is', () => {
    expect(formatParty([{ type: 'adult' }, { type: 'adult' }, { type: 'child' }])).toBe('2 Adults, 1 Child');
    expect(
      formatParty([{ type: 'adult' }, { type: 'infant_without_seat' }, { type: 'child' }, { type: 'child' }]),
    ).toBe('1 Adult, 2 Children, 1 Infant');
  });
});
