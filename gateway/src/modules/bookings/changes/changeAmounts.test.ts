import { changeAmounts, inFreeWindow } from './changeAmounts';

const markup = { percent: 10, fixedAmount: 500, currency: 'USD' };

describe('what a traveller pays or gets back for a change', () => {
  test('within 24 hours of booking, the traveller pays exactly what Duffel charges (fare difference and penalty), no markup', () => {
    expect(changeAmounts(12_345n, 'USD', markup, true)).toEqual({ amountMinor: 12_345n, serviceFeeMinor: 0n });
  });

  test('within 24 hours, a cheaper flight refunds the whole difference Duffel refunds', () => {
    expect(changeAmounts(-8_000n, 'USD', markup, true)).toEqual({ amountMinor: -8_000n, serviceFeeMinor: 0n });
  });

  test("after 24 hours, a change to pay carries the brand's markup: the percentage then the fixed fee", () => {
    // 100.00 + 10% = 110.00, + 5.00 fixed
    expect(changeAmounts(10_000n, 'USD', markup, false)).toEqual({ amountMinor: 11_500n, serviceFeeMinor: 1_500n });
  });

  test('after 24 hours, a refund keeps the fixed fee only, and never becomes a charge', () => {
    expect(changeAmounts(-8_000n, 'USD', markup, false)).toEqual({ amountMinor: -7_500n, serviceFeeMinor: 500n });
    expect(changeAmounts(-300n, 'USD', markup, false)).toEqual({ amountMinor: 0n, serviceFeeMinor: 300n });
  });

  test('the fixed fee applies only in its own currency', () => {
    expect(changeAmounts(10_000n, 'EUR', markup, false)).toEqual({ amountMinor: 11_000n, serviceFeeMinor: 1_000n });
  });

  test('the free window is the 24 hours after booking', () => {
    const booked = new Date('2026-11-01T10:00:00Z');
    expect(inFreeWindow(booked, new Date('2026-11-02T09:59:59Z'))).toBe(true);
    expect(inFreeWindow(booked, new Date('2026-11-02T10:00:00Z'))).toBe(false);
  });

  test('an amount to pay below the smallest card charge (0.50 in dollars, 0.30 in pounds) is waived: nothing to pay, never a charge Stripe refuses', () => {
    expect(changeAmounts(41n, 'USD', markup, true)).toEqual({ amountMinor: 0n, serviceFeeMinor: 0n });
    expect(changeAmounts(49n, 'USD', markup, true)).toEqual({ amountMinor: 0n, serviceFeeMinor: 0n });
    expect(changeAmounts(50n, 'USD', markup, true)).toEqual({ amountMinor: 50n, serviceFeeMinor: 0n });
    expect(changeAmounts(29n, 'GBP', markup, true)).toEqual({ amountMinor: 0n, serviceFeeMinor: 0n });
    expect(changeAmounts(30n, 'GBP', markup, true)).toEqual({ amountMinor: 30n, serviceFeeMinor: 0n });
    // After 24 hours the markup is added first: 0.41 + 10% + 5.00 is well above the minimum.
    expect(changeAmounts(41n, 'USD', markup, false)).toEqual({ amountMinor: 545n, serviceFeeMinor: 504n });
  });
});
