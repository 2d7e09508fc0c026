import type { BookingRecord } from '../bookings.repository';
import type { ChangeRecord } from '../changes/changes.repository';

/** One captured card payment of a booking that a cancellation may refund, each under its own key. */
export interface PaidPart {
  /** null: the checkout's payment; else the change that took this payment. */
  changeId: string | null;
  authorizationId: string | null;
  refundableMinor: bigint;
}

const sum = (amounts: bigint[]) => amounts.reduce((total, amount) => total + amount, 0n);

/**
 * What the card paid for a booking, payment by payment, in the order a cancellation refunds them:
 * each dearer change's own capture, newest first (the traveller sees the latest charges reversed
 * whole), then the checkout's capture less what cheaper changes already refunded on it.
 */
export const paidParts = (
  booking: Pick<BookingRecord, 'sellingTotalMinor' | 'paymentAuthorizationId'>,
  changed: Pick<ChangeRecord, 'id' | 'amountMinor' | 'paymentAuthorizationId'>[],
): PaidPart[] => {
  const refundedByChanges = sum(
    changed.filter((change) => change.amountMinor < 0n).map((change) => -change.amountMinor),
  );
  const checkout = (booking.sellingTotalMinor ?? 0n) - refundedByChanges;
  return [
    ...changed
      .filter((change) => change.amountMinor > 0n)
      .map((change) => ({
        changeId: change.id,
        authorizationId: change.paymentAuthorizationId,
        refundableMinor: change.amountMinor,
      }))
      .reverse(),
    { changeId: null, authorizationId: booking.paymentAuthorizationId, refundableMinor: checkout > 0n ? checkout : 0n },
  ];
};

export const totalPaid = (parts: PaidPart[]): bigint => sum(parts.map((part) => part.refundableMinor));

/** The refund spread over the payments in order, never more than one holds: the same split every time it is asked. */
export const splitRefund = (amountMinor: bigint, parts: PaidPart[]): (PaidPart & { amountMinor: bigint })[] => {
  let rest = amountMinor;
  return parts
    .map((part) => {
      const take = rest < part.refundableMinor ? rest : part.refundableMinor;
      rest -= take;
      return { ...part, amountMinor: take };
    })
    .filter((part) => part.amountMinor > 0n);
};

/** What Duffel was paid for the booking: its order, and what each change the airline made added or gave back. */
export const supplierPaid = (
  booking: Pick<BookingRecord, 'supplierTotalMinor'>,
  changed: Pick<ChangeRecord, 'supplierChangeMinor'>[],
): bigint | null =>
  booking.supplierTotalMinor === null
    ? null
    : booking.supplierTotalMinor + sum(changed.map((change) => change.supplierChangeMinor));
