import type { SortKey } from '@portal/platform';

export type { SortKey };

/** The orders the results offer, with 'Best' first: the gateway's default. */
export const SORT_OPTIONS: readonly { value: SortKey; label: string }[] = [
  { value: 'best', label: 'Best' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'duration-asc', label: 'Duration: Shortest' },
];

export const DEFAULT_SORT: SortKey = 'best';

export const isSortKey = (value: string | null): value is SortKey =>
  SORT_OPTIONS.some((option) => option.value === value);
