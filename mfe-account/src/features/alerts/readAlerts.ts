import { CABIN_CLASSES, SEARCH_LIMITS, TIME_BUCKET_VALUES, type AlertSearch, type PriceAlert } from '@portal/platform';
import {
  answerOf,
  array,
  boolean,
  integer,
  isoDate,
  isoDateTime,
  matching,
  nullable,
  numberBetween,
  object,
  oneOf,
  optional,
  preprocess,
  REFUSED,
  string,
  uuid,
  withDefault,
  type Reader,
} from '@portal/platform/json-readers';
import { ALERT_STATUSES } from '@portal/platform/vocabulary/answers';

// The alert list is one of the first answers of My Trips (its tab shows the count): read without
// zod (about 33 KB with the contracts), held to priceAlertListSchema by a property test
// (readAlerts.test.ts). An alert's search is read as the search contract reads a request: codes
// trimmed and upper-cased, numbers coerced, lists given as 'a,b' or ['a', 'b'], defaults filled.

/** z.coerce.number() followed by `read`: Number(value), as zod coerces, then the number's checks. */
const coerced = (read: Reader<number>) => preprocess((value) => Number(value), read);

/** An airport code: trimmed, upper-cased, three characters. */
const airportCode: Reader<string> = (value) => {
  if (typeof value !== 'string') return REFUSED;
  const code = value.trim().toUpperCase();
  return code.length === 3 ? code : REFUSED;
};

/** A return date: absent, empty (no return) or a calendar day. */
const returnDate: Reader<string | undefined> = (value) => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return REFUSED;
  return value === '' ? undefined : isoDate(value);
};

/** A query string's 'a,b' or a body's ['a', 'b'], at most 50 items. */
const list = <T>(readItem: Reader<T>) =>
  optional(
    preprocess(
      (value) =>
        typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',').map((part) => part.trim())) : value,
      (value: unknown) => (Array.isArray(value) && value.length > 50 ? REFUSED : array(readItem)(value)),
    ),
  );

const flag = optional(preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), boolean));

const passengers = (min: number, fallback: number) =>
  withDefault(coerced(integer(min, SEARCH_LIMITS.maxPassengers)), () => fallback);

// zod types returnDate as a key always there (maybe undefined); zod and this reader both leave an
// absent one out.
const readAlertSearch = object({
  origin: airportCode,
  destination: airportCode,
  departureDate: isoDate,
  returnDate,
  cabinClass: withDefault(oneOf(CABIN_CLASSES), () => 'economy' as const),
  adultsCount: passengers(1, 1),
  childrenCount: passengers(0, 0),
  infantsCount: passengers(0, 0),
  stops: list(coerced(integer(0, 2))),
  airlines: list(matching(/^[A-Z0-9]{2}$/)),
  departureTime: list(oneOf(TIME_BUCKET_VALUES)),
  arrivalTime: list(oneOf(TIME_BUCKET_VALUES)),
  maxDuration: optional(coerced(integer(1, 72))),
  priceMin: optional(coerced(numberBetween(0, 10_000_000))),
  priceMax: optional(coerced(numberBetween(0, 10_000_000))),
  refundable: flag,
  baggageIncluded: flag,
}) as Reader<AlertSearch>;

const amount = matching(/^\d+(\.\d+)?$/);

export const readPriceAlert: Reader<PriceAlert> = object({
  id: uuid,
  status: oneOf(ALERT_STATUSES),
  search: readAlertSearch,
  targetPrice: nullable(amount),
  currency: nullable(matching(/^[A-Z]{3}$/)),
  lastPrice: nullable(amount),
  lastCheckedAt: nullable(isoDateTime),
  createdAt: isoDateTime,
  resultsUrl: string(),
});

/** GET /api/alerts, as an RTK Query transformResponse: the alerts of { alerts }. */
export const priceAlertsFrom = (body: unknown): PriceAlert[] =>
  answerOf(object({ alerts: array(readPriceAlert) }), 'The price alerts')(body).alerts;
