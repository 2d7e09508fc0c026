import { fromCents, toCents } from '.';

describe('cents', () => {
  test('decimal strings to cents and back', () => {
    expect([toCents('450'), toCents('450.5'), toCents('450.05'), toCents('0.10')]).toEqual([45000, 45050, 45005, 10]);
    expect(toCents('abc')).toBeNaN();
    expect([fromCents(45005), fromCents(7), fromCents(0), fromCents(-150)]).toEqual([
      '450.05',
      '0.07',
      '0.00',
      '-1.50',
    ]);
  });
});
