import { fromMinor } from '../../../providers/money';

export interface KeptAmounts {
  /** What the card was charged for the booking. */
  paidAmount: string;
  /** What cancelling does not give back in any form: paid less the refund (to the card, or as credits or a voucher). */
  keptAmount: string;
  /** Of what is kept: the brand's service fee (its markup, not refunded by design). */
  serviceFeeKept: string;
  /** Of what is kept: what the airline keeps (its cancellation penalty). */
  airlineFeeKept: string;
}

/**
 * What a cancellation keeps, by amount, in integer minor units. The card was charged the selling
 * total (supplier total + the brand's margin); the airline gives back `refundValueMinor` of its
 * supplier total; the rest of the supplier total is the airline's fee and the margin is the
 * service fee, so service fee + airline fee = kept exactly. Null when it cannot be worked out
 * honestly: an older booking without its amounts, or a refund in another currency.
 */
export const keptByCancellation = (
  booking: { currency: string | null; sellingTotalMinor: bigint | null; supplierTotalMinor: bigint | null },
  refundValueMinor: bigint,
  refundCurrency: string,
): KeptAmounts | null => {
  const { currency, sellingTotalMinor: paid, supplierTotalMinor: supplier } = booking;
  if (!currency || currency !== refundCurrency || paid === null || supplier === null) return null;
  const kept = paid > refundValueMinor ? paid - refundValueMinor : 0n;
  const airlineShort = supplier > refundValueMinor ? supplier - refundValueMinor : 0n;
  const airline = airlineShort < kept ? airlineShort : kept;
  return {
    paidAmount: fromMinor(paid, currency),
    keptAmount: fromMinor(kept, currency),
    serviceFeeKept: fromMinor(kept - airline, currency),
    airlineFeeKept: fromMinor(airline, currency),
  };
};
