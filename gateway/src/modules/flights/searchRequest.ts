import { createHash } from 'node:crypto';
import { findPlace, isCity } from '@portal/platform/airports';
import {
  createSearchRequestSchema,
  firstBookableIso,
  SALES_CLOSED_MESSAGE,
  todayIso,
  type SearchRequest,
} from '@portal/platform/contracts';
import { AppError } from '../../http/errors';
import type { ProviderMode } from '../../providers';

const HOUR_MS = 3_600_000;

/** The earliest calendar date any time zone is still on (UTC-12): no traveller's today is refused. */
export const earliestToday = (now: Date): string => new Date(now.getTime() - 12 * HOUR_MS).toISOString().slice(0, 10);

const invalid = (
  message: string,
  path: string,
  issues: { path: PropertyKey[]; message: string; code: string }[] = [],
) =>
  new AppError('VALIDATION_ERROR', message, 400, {
    details: { issues: issues.length ? issues : [{ path: [path], message, code: 'custom' }] },
  });

// The contract's schema for a day, made once a day rather than once a request (zod compiles each new schema).
let daySchema: { day: string; schema: ReturnType<typeof createSearchRequestSchema> } | undefined;
const schemaFor = (day: string) => {
  if (daySchema?.day !== day)
    daySchema = { day, schema: createSearchRequestSchema({ today: day, firstBookable: day }) };
  return daySchema.schema;
};

/**
 * A search as the browser sent it (JSON body or query string), checked with the platform
 * contract and its messages, then with what only the server knows: that both places are in the
 * built-in list (an airport or a multi-airport city, not a city and one of its airports), and
 * that the departure is not before the first bookable day at the origin (today there, until its
 * last flights stop selling).
 */
export const parseSearch = (input: unknown, now: Date): SearchRequest => {
  const result = schemaFor(earliestToday(now)).safeParse(input ?? {});
  if (!result.success) {
    const issues = result.error.issues.map(({ path, message, code }) => ({ path, message, code }));
    throw invalid(issues[0]?.message ?? 'Invalid search', '', issues);
  }
  const search = result.data;
  // A city code (LON: all its airports) is searched as Duffel searches it; its busiest airport's zone is its own.
  const origin = findPlace(search.origin);
  if (!origin) throw invalid('Please select an origin airport', 'origin');
  const destination = findPlace(search.destination);
  if (!destination) throw invalid('Please select a destination airport', 'destination');
  const namesCity = isCity(origin) || isCity(destination);
  if (namesCity && origin.city_code !== null && origin.city_code === destination.city_code)
    throw invalid('Origin and destination cannot be the same', 'destination');
  if (search.departureDate < todayIso(now, origin.time_zone))
    throw invalid('Departure date cannot be in the past', 'departureDate');
  if (search.departureDate < firstBookableIso(now, origin.time_zone))
    throw invalid(SALES_CLOSED_MESSAGE, 'departureDate');
  return search;
};

/** One key per distinct search and mode: page and limit are views of the same offers. */
export const searchKeyOf = (search: SearchRequest, mode: ProviderMode): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        mode,
        search.origin,
        search.destination,
        search.departureDate,
        search.returnDate ?? null,
        search.cabinClass,
        search.adultsCount,
        search.childrenCount,
        search.infantsCount,
      ]),
    )
    .digest('hex');
