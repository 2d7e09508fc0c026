export type TimeBucket = 'early_morning' | 'morning' | 'afternoon' | 'evening';
/** 2 means two stops or more. */
export type StopsOption = 0 | 1 | 2;

/** The results' filter state: what the traveller narrowed and how the cards are ordered. */
export interface FilterState {
  priceRange: [number, number];
  /** Marketing carrier codes. */
  airlines: string[];
  stops: StopsOption[];
  departureTime: TimeBucket[];
  arrivalTime: TimeBucket[];
  /** A maximum outbound duration in hours, or null for any. */
  duration: number | null;
  refundable: boolean;
  baggageIncluded: boolean;
}

/**
 * The price range starts open-ended rather than at the loaded offers' bounds: the bounds are
 * only known once results arrive and grow on load-more, and an open range keeps matching them.
 * A range that covers the bounds counts as unchanged.
 */
export const ANY_PRICE: [number, number] = [0, Number.POSITIVE_INFINITY];

export const DEFAULT_FILTERS: FilterState = {
  priceRange: ANY_PRICE,
  airlines: [],
  stops: [],
  departureTime: [],
  arrivalTime: [],
  duration: null,
  refundable: false,
  baggageIncluded: false,
};

/** The departure and arrival time buckets, by local wall-clock hour (first and last hour included). */
export const TIME_BUCKETS: readonly {
  value: TimeBucket;
  label: string;
  range: string;
  fromHour: number;
  toHour: number;
}[] = [
  { value: 'early_morning', label: 'Early Morning', range: '12:00 AM-5:59 AM', fromHour: 0, toHour: 5 },
  { value: 'morning', label: 'Morning', range: '6:00 AM-11:59 AM', fromHour: 6, toHour: 11 },
  { value: 'afternoon', label: 'Afternoon', range: '12:00 PM-5:59 PM', fromHour: 12, toHour: 17 },
  { value: 'evening', label: 'Evening', range: '6:00 PM-11:59 PM', fromHour: 18, toHour: 23 },
];

/** The airlines the filter offers, in the order it lists them. */
export const FILTER_AIRLINES: readonly { code: string; name: string }[] = [
  { code: 'AA', name: 'American Airlines' },
  { code: 'DL', name: 'Delta Air Lines' },
  { code: 'UA', name: 'United Airlines' },
  { code: 'B6', name: 'JetBlue' },
  { code: 'WN', name: 'Southwest Airlines' },
  { code: 'AS', name: 'Alaska Airlines' },
  { code: 'F9', name: 'Frontier Airlines' },
  { code: 'NK', name: 'Spirit Airlines' },
  { code: 'CX', name: 'Cathay Pacific' },
  { code: 'QF', name: 'Qantas' },
  { code: 'BA', name: 'British Airways' },
  { code: 'LH', name: 'Lufthansa' },
];

export const STOPS_OPTIONS: readonly { value: StopsOption; label: string }[] = [
  { value: 0, label: 'Nonstop' },
  { value: 1, label: '1 stop' },
  { value: 2, label: '2+ stops' },
];

/** Maximum outbound durations offered, in hours. */
export const DURATION_OPTIONS: readonly number[] = [4, 8, 12, 16, 24];

export const PRICE_STEP = 10;
