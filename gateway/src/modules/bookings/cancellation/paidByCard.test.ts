import { paidParts, splitRefund, supplierPaid, totalPaid } from './paidByCard';

const booking = { sellingTotalMinor: 80_000n, supplierTotalMinor: 65_000n, paymentAuthorizationId: 'checkout' };
const change = (id: string, amountMinor: bigint) => ({
  id,
  amountMinor,
  supplierChangeMinor: amountMinor,
  paymentAuthorizationId: amountMinor > 0n ? `auth-${id}` : null,
});

describe('what a cancellation refunds to the card after changes', () => {
  test('the airline refunding more than was paid: the card gets back all it paid, each payment in full, never more', () => {
    const parts = paidParts(booking, [change('first', 10_000n), change('second', 5_000n)]);
    expect(totalPaid(parts)).toBe(95_000n);
    expect(splitRefund(100_000n, parts)).toEqual([
      { changeId: 'second', authorizationId: 'auth-second', refundableMinor: 5_000n, amountMinor: 5_000n },
      { changeId: 'first', authorizationId: 'auth-first', refundableMinor: 10_000n, amountMinor: 10_000n },
      { changeId: null, authorizationId: 'checkout', refundableMinor: 80_000n, amountMinor: 80_000n },
    ]);
  });

  test("a partial refund: the newest change's capture first, the rest on the checkout's payment", () => {
    const parts = paidParts(booking, [change('dearer', 10_000n)]);
    expect(splitRefund(30_000n, parts).map((part) => [part.changeId, part.amountMinor])).toEqual([
      ['dearer', 10_000n],
      [null, 20_000n],
    ]);
  });

  test("a cheaper change already refunded part of the checkout's payment: that part is not refunded twice", () => {
    const parts = paidParts(booking, [change('cheaper', -12_000n)]);
    expect(parts).toEqual([{ changeId: null, authorizationId: 'checkout', refundableMinor: 68_000n }]);
    expect(splitRefund(90_000n, parts).map((part) => part.amountMinor)).toEqual([68_000n]);
    expect(supplierPaid(booking, [change('cheaper', -12_000n)])).toBe(53_000n);
  });
});
