import { createHash } from 'node:crypto';
import type { Offer } from './duffelTypes';
import { centsOf, formatCents } from './money';

/** Offers whose price a fault moved, kept for the last many (an offer lives 30 minutes). */
const CAPACITY = 20_000;
/** Fares are re-filed while an offer lives: one read this long after its search may cost something else. */
export const DRIFT_AFTER_MS = 20 * 60_000;

/**
 * The drift an offer's fare shows once it is DRIFT_AFTER_MS old, the same on every read: about a
 * third rise 1 to 6 percent, one in six falls 1 to 3 percent, the rest hold.
 */
export const naturalDrift = (offerId: string): number => {
  const [pick = 0, size = 0] = createHash('sha256').update(`drift|${offerId}`).digest();
  if (pick % 6 < 2) return 1 + (size % 6);
  if (pick % 6 === 2) return -(1 + (size % 3));
  return 0;
};

export interface PriceChangesOptions {
  /** When the offer's search was made (ms, by the sandbox clock); null for an id it cannot read. */
  searchedAt: (offerId: string) => number | null;
}

/**
 * Prices that move after the search, as Duffel's do: an offer read again may cost more (or less)
 * than it was listed at, and an order paid at the listed amount is then refused with
 * `price_changed`. A fault (price_change) sets the move; otherwise fares drift on their own once
 * an offer is DRIFT_AFTER_MS old. The move is a percentage of the listed price, so reading again
 * does not compound.
 */
export const createPriceChanges = ({ searchedAt }: PriceChangesOptions) => {
  const percents = new Map<string, number>();

  const percentOf = (offerId: string, now: Date): number => {
    const set = percents.get(offerId);
    if (set !== undefined) return set;
    const at = searchedAt(offerId);
    return at !== null && now.getTime() - at >= DRIFT_AFTER_MS ? naturalDrift(offerId) : 0;
  };

  return {
    /** The offer costs `percent` more than listed from now on (negative: less). */
    change(offerId: string, percent: number): void {
      percents.delete(offerId);
      percents.set(offerId, percent);
      if (percents.size > CAPACITY) percents.delete(percents.keys().next().value as string);
    },

    /** The offer at its price now: total, base and tax scaled alike (the tax takes the rounding). */
    priced(offer: Offer, now: Date): Offer {
      const percent = percentOf(offer.id, now);
      if (!percent) return offer;
      const scale = (cents: number) => Math.max(1, Math.round((cents * (100 + percent)) / 100));
      const total = scale(centsOf(offer.total_amount));
      const base = Math.min(total, scale(centsOf(offer.base_amount ?? offer.total_amount)));
      return {
        ...offer,
        total_amount: formatCents(total),
        base_amount: formatCents(base),
        tax_amount: formatCents(total - base),
      };
    },

    /** Whether the offer no longer costs what it was listed at. */
    changed: (offerId: string, now: Date): boolean => percentOf(offerId, now) !== 0,
  };
};

export type PriceChanges = ReturnType<typeof createPriceChanges>;
