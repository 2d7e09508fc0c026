export const CABIN_CLASSES = ['economy', 'premium_economy', 'business', 'first'] as const;
export const SEARCH_LIMITS = { firstPage: 30, loadMore: 100, maxLimit: 200, maxPassengers: 9 } as const;
/** Today as yyyy-MM-dd in the local time zone of whoever validates. */
export const todayIso = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
