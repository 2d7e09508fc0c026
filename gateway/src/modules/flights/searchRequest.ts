import { createHash } from 'node:crypto';
import { findPlace, isCity } from '@portal/platform-common/airports';
import {
  createFlightSearchRequestSchema,
  createSearchRequestSchema,
  firstBookableIso,
  isMultiCitySearch,
  SALES_CLOSED_MESSAGE,
  todayIso,
  type FlightSearchRequest,
  type SearchRequest,
} from '@portal/platform-common/contracts';
import { AppError } from '../../http/errors';
import type { ProviderMode } from '../../providers';

const HOUR_MS = 3_600_000;

/** The earliest calendar date any time zone is still on (UTC-12): no traveller's today is refused. */
export const earliestToday = (now: Date): string => new Date(now.getTime() - 12 * HOUR_MS).toISOString().slice(0, 10);

const invalid = (
  message: string,
  path: string | PropertyKey[],
  issues: { path: PropertyKey[]; message: string; code: string }[] = [],
) =>
  new AppError('VALIDATION_ERROR', message, 400, {
    details: {
      issues: issues.length ? issues : [{ path: typeof path === 'string' ? [path] : path, message, code: 'custom' }],
    },
  });

// The contract's schemas for a day, made once a day rather than once a request (zod compiles each new schema).
let daySchemas:
  | {
      day: string;
      oneWayOrReturn: ReturnType<typeof createSearchRequestSchema>;
      any: ReturnType<typeof createFlightSearchRequestSchema>;
    }
  | undefined;
const schemasFor = (day: string) => {
  if (daySchemas?.day !== day) {
    const dates = { today: day, firstBookable: day };
    daySchemas = {
      day,
      oneWayOrReturn: createSearchRequestSchema(dates),
      any: createFlightSearchRequestSchema(dates),
    };
  }
  return daySchemas;
};

const checked = <T>(result: { success: true; data: T } | { success: false; error: { issues: Issue[] } }): T => {
  if (result.success) return result.data;
  const issues = result.error.issues.map(({ path, message, code }) => ({ path, message, code }));
  throw invalid(issues[0]?.message ?? 'Invalid search', '', issues);
};
type Issue = { path: PropertyKey[]; message: string; code: string };

/**
 * What only the server knows of one flight: both places are in the built-in list (an airport or a
 * multi-airport city, not a city and one of its airports), and the departure is not before the first
 * bookable day at the origin (today there, until its last flights stop selling). `at` names a
 * field's path (a multi-city flight's are under ['slices', i]).
 */
const checkFlight = (
  flight: { origin: string; destination: string; departureDate: string },
  now: Date,
  at: (field: string) => string | PropertyKey[],
) => {
  // A city code (LON: all its airports) is searched as Duffel searches it; its busiest airport's zone is its own.
  const origin = findPlace(flight.origin);
  if (!origin) throw invalid('Please select an origin airport', at('origin'));
  const destination = findPlace(flight.destination);
  if (!destination) throw invalid('Please select a destination airport', at('destination'));
  const namesCity = isCity(origin) || isCity(destination);
  if (namesCity && origin.city_code !== null && origin.city_code === destination.city_code)
    throw invalid('Origin and destination cannot be the same', at('destination'));
  if (flight.departureDate < todayIso(now, origin.time_zone))
    throw invalid('Departure date cannot be in the past', at('departureDate'));
  if (flight.departureDate < firstBookableIso(now, origin.time_zone))
    throw invalid(SALES_CLOSED_MESSAGE, at('departureDate'));
};

/**
 * A one-way or return search as the browser sent it (JSON body or query string), checked with the
 * platform contract and its messages, then with what only the server knows (checkFlight).
 */
export const parseSearch = (input: unknown, now: Date): SearchRequest => {
  const search = checked(schemasFor(earliestToday(now)).oneWayOrReturn.safeParse(input ?? {}));
  checkFlight(search, now, (field) => field);
  return search;
};

/** Either shape of search (multi-city when it carries slices), each flight checked as a one-way search is. */
export const parseFlightSearch = (input: unknown, now: Date): FlightSearchRequest => {
  const search = checked(schemasFor(earliestToday(now)).any.safeParse(input ?? {}));
  if (!isMultiCitySearch(search)) checkFlight(search, now, (field) => field);
  else search.slices.forEach((flight, i) => checkFlight(flight, now, (field) => ['slices', i, field]));
  return search;
};

/** One key per distinct search and mode: page and limit are views of the same offers. */
export const searchKeyOf = (search: FlightSearchRequest, mode: ProviderMode): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        mode,
        // A multi-city key names every flight and cannot equal a one-way key (a string where that has a code).
        ...(isMultiCitySearch(search)
          ? [search.slices.map((flight) => [flight.origin, flight.destination, flight.departureDate])]
          : [search.origin, search.destination, search.departureDate, search.returnDate ?? null]),
        search.cabinClass,
        search.adultsCount,
        search.childrenCount,
        search.infantsCount,
      ]),
    )
    .digest('hex');
