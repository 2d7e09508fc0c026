export const CABIN_CLASSES = ['economy', 'premium_economy', 'business', 'first'] as const;
export const SEARCH_LIMITS = { firstPage: 30, loadMore: 100, maxLimit: 200, maxPassengers: 9 } as const;

/** The departure and arrival time buckets of the results filter, by the airport's local hour. */
export const TIME_BUCKET_VALUES = ['early_morning', 'morning', 'afternoon', 'evening'] as const;
export type TimeBucket = (typeof TIME_BUCKET_VALUES)[number];

/** 'best' weighs price and duration together (gateway searchView.ts says how); the default. */
export const SORT_KEYS = ['best', 'price-asc', 'price-desc', 'duration-asc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'best';

// A formatter is costly to make and the gateway asks for a few zones thousands of times a second.
const formatters = new Map<string, Intl.DateTimeFormat>();
const isoFormatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** yyyy-MM-dd of an instant, in a time zone or, without one, in the local zone of whoever asks. */
const isoDateOf = (instant: Date, timeZone?: string): string =>
  timeZone
    ? isoFormatterFor(timeZone).format(instant)
    : `${instant.getFullYear()}-${String(instant.getMonth() + 1).padStart(2, '0')}-${String(instant.getDate()).padStart(2, '0')}`;

/** Today as yyyy-MM-dd in the local time zone of whoever validates (or in `timeZone`). */
export const todayIso = (now: Date = new Date(), timeZone?: string): string => isoDateOf(now, timeZone);

/** Airlines stop selling a flight this long before it leaves; the Duffel sandbox does the same. */
export const SALES_CLOSE_HOURS = 2;

/**
 * The first day on which a flight can still be bought: the date, where the traveller is (or at
 * the origin, for the gateway), of the moment sales close for a flight leaving now. Late in the
 * evening that is tomorrow: today's last flights leave within the sales cut-off. A date before it
 * can have no offer anywhere, so the form's default, the pickers' minimum and the gateway's check
 * all use it, and the gateway refuses nothing a provider could sell.
 */
export const firstBookableIso = (now: Date = new Date(), timeZone?: string): string =>
  isoDateOf(new Date(now.getTime() + SALES_CLOSE_HOURS * 3_600_000), timeZone);

/**
 * The departure a new search form suggests: the first day all of whose flights are still on
 * sale, which is tomorrow (today's are partly or, in the evening, wholly closed, and a suggested
 * search should find flights). Today stays choosable while anything on it still sells.
 */
export const suggestedDepartureIso = (now: Date = new Date()): string => {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 12);
  return isoDateOf(tomorrow);
};

/** A departure of today after its last flights stopped selling: not in the past, but closed. */
export const SALES_CLOSED_MESSAGE = 'No more flights can be booked on this date: please choose a later one';
