import type { FlightOffer } from '@portal/platform';
import { outboundMinutes, totalPrice } from './offerFacts';

export type SortKey = 'price-asc' | 'price-desc' | 'duration-asc';

export const SORT_OPTIONS: readonly { value: SortKey; label: string }[] = [
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'duration-asc', label: 'Duration: Shortest' },
];

export const isSortKey = (value: string): value is SortKey => SORT_OPTIONS.some((option) => option.value === value);

/** Unknown prices and durations sort last whatever the direction. */
const compareKnown = (a: number | null, b: number | null, direction: 1 | -1): number => {
  const knownA = a !== null && Number.isFinite(a);
  const knownB = b !== null && Number.isFinite(b);
  if (!knownA || !knownB) return Number(!knownA) - Number(!knownB);
  return (a - b) * direction;
};

/** A sorted copy; ties keep their order (Array.prototype.sort is stable). */
export const sortOffers = (offers: readonly FlightOffer[], key: SortKey): FlightOffer[] => {
  const sorted = [...offers];
  switch (key) {
    case 'price-asc':
      return sorted.sort((a, b) => compareKnown(totalPrice(a), totalPrice(b), 1));
    case 'price-desc':
      return sorted.sort((a, b) => compareKnown(totalPrice(a), totalPrice(b), -1));
    case 'duration-asc':
      return sorted.sort((a, b) => compareKnown(outboundMinutes(a), outboundMinutes(b), 1));
  }
};
