import { SALES_CLOSE_HOURS } from '@portal/platform-common/contracts';
import { cabinOnBoard, cabinRank, cabinsOf } from './aircraft';
import type { CabinClass } from './duffelTypes';
import { AIRLINE_CODES } from './network';
import { findPaths, type Path, type PathMode } from './paths';
import { scheduleOptions, type FlightOption } from './schedule';
import type { SearchParams, SearchSlice, TimeRange } from './search';
import { localMinutesOfDay } from './time';
import { airportAt, airportsIn, distanceKm, placeIndex, sameCity, sizeOf } from './world';

// Thin routes get fewer options: a regional airport sees a few flights a day, a gateway dozens.
const OPTIONS_PER_AIRLINE = { 1: 4, 2: 10, 3: 24 } as const;
// Airlines stop selling a flight this long before it leaves: the portal's first bookable day follows it.
const EARLIEST_DEPARTURE_MS = SALES_CLOSE_HOURS * 3_600_000;
/** Two places this close are one place (requestBody.ts refuses such a search). */
const MIN_PAIR_KM = 80;

/** A flight option with the cabin each passenger sits in on each flight. */
export interface CabinOption extends FlightOption {
  cabins: CabinClass[];
}

const elapsed = (option: FlightOption) =>
  (option.legs[option.legs.length - 1]?.arriveUtc ?? 0) - (option.legs[0]?.departUtc ?? 0);

const within = (range: TimeRange | null, minutes: number) => !range || (minutes >= range.from && minutes <= range.to);

const pathCache = new Map<string, Path[]>();

/** Every airline's routings between two airports in one mode. */
const pathsFor = (a: number, b: number, maxConnections: number, mode: PathMode): Path[] => {
  const key = `${a}|${b}|${maxConnections}|${mode}`;
  const cached = pathCache.get(key);
  if (cached) return cached;
  const paths = AIRLINE_CODES.flatMap((code) => findPaths(code, a, b, maxConnections, mode));
  if (pathCache.size > 20_000) pathCache.clear();
  pathCache.set(key, paths);
  return paths;
};

/**
 * The flights on the date, widening to the extended network only when the airlines' own have none
 * (or, `widen`, when no airline flies every slice of a trip on its own: both together).
 */
const flightsOn = (a: number, b: number, maxConnections: number, date: string, widen: boolean): FlightOption[] => {
  const strict = pathsFor(a, b, maxConnections, 'strict').flatMap((path) => scheduleOptions(path, date));
  if (strict.length > 0 && !widen) return strict;
  return [...strict, ...pathsFor(a, b, maxConnections, 'extended').flatMap((path) => scheduleOptions(path, date))];
};

/** One airport pair's options, grouped by marketing airline and cut to what the route can carry. */
const pairOptions = (
  search: SearchParams,
  slice: SearchSlice,
  a: number,
  b: number,
  widen: boolean,
): Map<string, CabinOption[]> => {
  const byAirline = new Map<string, CabinOption[]>();
  const wanted = cabinRank(search.cabinClass);
  for (const option of flightsOn(a, b, search.maxConnections, slice.departureDate, widen)) {
    const first = option.legs[0];
    const last = option.legs[option.legs.length - 1];
    if (!first || !last || first.departUtc < search.createdAt + EARLIEST_DEPARTURE_MS) continue;
    if (!within(slice.departureTime, localMinutesOfDay(airportAt(a).time_zone, first.departUtc))) continue;
    if (!within(slice.arrivalTime, localMinutesOfDay(airportAt(b).time_zone, last.arriveUtc))) continue;
    const cabins = option.legs.map((leg) => cabinOnBoard(search.cabinClass, cabinsOf(leg.operator, leg.aircraft)));
    const longest = option.legs.reduce((best, leg, i) => (leg.km > (option.legs[best]?.km ?? 0) ? i : best), 0);
    if (cabinRank(cabins[longest] as CabinClass) < wanted - 1) continue;
    const list = byAirline.get(option.marketing) ?? [];
    list.push({ ...option, cabins });
    byAirline.set(option.marketing, list);
  }
  // An airline's best itineraries first (fewest stops, then the quickest).
  for (const [airline, list] of byAirline) {
    list.sort((x, y) => x.legs.length - y.legs.length || elapsed(x) - elapsed(y));
    byAirline.set(airline, list.slice(0, OPTIONS_PER_AIRLINE[Math.min(sizeOf(a), sizeOf(b)) as 1 | 2 | 3]));
  }
  return byAirline;
};

/**
 * The bookable options of one slice, grouped by marketing airline: scheduled on the date, not
 * leaving within the sales cut-off (two hours) of the search, inside the requested time windows,
 * and offering a cabin near the one asked for on the longest flight. A city code (LON) searches
 * from or to each of its airports, as Duffel does; each option flies from its actual airport.
 */
export const sliceOptions = (search: SearchParams, slice: SearchSlice, widen = false): Map<string, CabinOption[]> => {
  const byAirline = new Map<string, CabinOption[]>();
  for (const a of airportsIn(slice.origin)) {
    for (const b of airportsIn(slice.destination)) {
      if (sameCity(a, b) || distanceKm(a, b) < MIN_PAIR_KM) continue;
      for (const [airline, options] of pairOptions(search, slice, a, b, widen))
        byAirline.set(airline, [...(byAirline.get(airline) ?? []), ...options]);
    }
  }
  for (const [airline, list] of byAirline)
    byAirline.set(
      airline,
      list.sort((x, y) => (x.legs[0]?.departUtc ?? 0) - (y.legs[0]?.departUtc ?? 0)),
    );
  return byAirline;
};

export const odDistance = (slice: SearchSlice): number => {
  const [a, b] = [placeIndex(slice.origin), placeIndex(slice.destination)];
  return a === undefined || b === undefined ? 0 : distanceKm(a, b);
};

/** How busy a search's route is: 1 when it touches a regional airport, 3 between two gateways. */
export const routeSize = (search: SearchParams): 1 | 2 | 3 =>
  Math.min(
    ...search.slices.flatMap((slice) =>
      [slice.origin, slice.destination].map((code) => Math.max(...airportsIn(code).map(sizeOf), 1)),
    ),
  ) as 1 | 2 | 3;
