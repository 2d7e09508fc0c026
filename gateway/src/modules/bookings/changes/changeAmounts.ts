import { withPercent, type Markup } from '../../flights/pricing';
import { minimumChargeMinor } from '../../payments/minimumCharge';

/** Within this long of booking, the agency's markup on a change is waived. */
export const FREE_CHANGE_WINDOW_MS = 24 * 60 * 60_000;

export interface ChangeAmounts {
  /** What the card pays (positive) or gets back (negative), minor units */
  amountMinor: bigint;
  /** The agency's share of `amountMinor` (0 within the free window) */
  serviceFeeMinor: bigint;
}

export const inFreeWindow = (bookedAt: Date, now: Date): boolean =>
  now.getTime() - bookedAt.getTime() < FREE_CHANGE_WINDOW_MS;

/**
 * The traveller's amount for Duffel's change total (fare difference plus the airline's penalty,
 * signed: negative is a refund). Within 24 hours of booking: exactly Duffel's amount, no markup.
 * After: the brand's rules, as at booking: a change to pay is priced like a new sale (the
 * markup percentage on Duffel's amount, then the fixed fee when in the markup's currency); a
 * refund is Duffel's amount less the fixed fee (the percentage is never taken on money given
 * back, and a refund never turns into a charge: at worst nothing moves). An amount to pay below
 * the smallest card charge (Stripe's minimum, 0.50 in dollars) could never be paid: the agency
 * waives it and the change costs the traveller nothing (Duffel is still paid its amount).
 */
export const changeAmounts = (
  supplierChangeMinor: bigint,
  currency: string,
  markup: Markup,
  freeWindow: boolean,
): ChangeAmounts => {
  const amounts = travellerAmounts(supplierChangeMinor, currency, markup, freeWindow);
  if (amounts.amountMinor > 0n && amounts.amountMinor < minimumChargeMinor(currency))
    return { amountMinor: 0n, serviceFeeMinor: 0n };
  return amounts;
};

const travellerAmounts = (
  supplierChangeMinor: bigint,
  currency: string,
  markup: Markup,
  freeWindow: boolean,
): ChangeAmounts => {
  if (freeWindow) return { amountMinor: supplierChangeMinor, serviceFeeMinor: 0n };
  const fixed = currency === markup.currency ? BigInt(markup.fixedAmount) : 0n;
  if (supplierChangeMinor > 0n) {
    const amountMinor = withPercent(supplierChangeMinor, markup.percent) + fixed;
    return { amountMinor, serviceFeeMinor: amountMinor - supplierChangeMinor };
  }
  const refund = -supplierChangeMinor;
  const kept = fixed < refund ? fixed : refund;
  return { amountMinor: -(refund - kept), serviceFeeMinor: kept };
};
