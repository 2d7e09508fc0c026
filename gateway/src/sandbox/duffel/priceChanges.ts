import type { Offer } from './duffelTypes';
import { centsOf, formatCents } from './money';

/** Offers whose price moved, kept for the last many (an offer lives 30 minutes). */
const CAPACITY = 20_000;

/**
 * Prices that moved after the search, as Duffel's do: an offer read again may cost more (or
 * less) than it was listed at, and an order paid at the listed amount is then refused with
 * `price_changed`. The change is a percentage of the listed price, so reading it again does not
 * compound.
 */
export const createPriceChanges = () => {
  const percents = new Map<string, number>();

  return {
    /** The offer costs `percent` more than listed from now on (negative: less). */
    change(offerId: string, percent: number): void {
      percents.delete(offerId);
      percents.set(offerId, percent);
      if (percents.size > CAPACITY) percents.delete(percents.keys().next().value as string);
    },

    /** The offer at its current price: total, base and tax scaled alike (the tax takes the rounding). */
    priced(offer: Offer): Offer {
      const percent = percents.get(offer.id);
      if (!percent) return offer;
      const scale = (cents: number) => Math.max(1, Math.round((cents * (100 + percent)) / 100));
      const total = scale(centsOf(offer.total_amount));
      const base = Math.min(total, scale(centsOf(offer.base_amount ?? offer.total_amount)));
      return { ...offer, total_amount: formatCents(total), base_amount: formatCents(base), tax_amount: formatCents(total - base) };
    },

    /** Whether the offer no longer costs what it was listed at. */
    changed: (offerId: string): boolean => Boolean(percents.get(offerId)),
  };
};

export type PriceChanges = ReturnType<typeof createPriceChanges>;
