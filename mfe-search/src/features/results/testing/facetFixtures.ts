import type { SearchFacets } from '@portal/platform';

const none = { count: 0, min_price: null };

/** The gateway's facets for a search of `all` cards, every option empty unless overridden. */
export const makeFacets = (all: number, overrides: Partial<SearchFacets> = {}): SearchFacets => ({
  currency: 'USD',
  unfiltered_count: all,
  stops: [0, 1, 2].map((value) => ({ value, ...none })),
  airlines: [],
  departure_time: (['early_morning', 'morning', 'afternoon', 'evening'] as const).map((value) => ({ value, ...none })),
  arrival_time: (['early_morning', 'morning', 'afternoon', 'evening'] as const).map((value) => ({ value, ...none })),
  duration: [4, 8, 12, 16, 24].map((value) => ({ value, ...none })),
  refundable: { value: true, ...none },
  baggage_included: { value: true, ...none },
  price: { min: 100, max: 900 },
  duration_minutes: { min: 120, max: 540 },
  sorts: { best: null, 'price-asc': null, 'duration-asc': null },
  ...overrides,
});
