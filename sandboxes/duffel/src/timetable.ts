import { departureTimes, LONG_HAUL_KM } from './departures';
import type { PathLeg } from './paths';
import { seededRandom } from './random';
import { localToUtc, offsetMinutes } from './time';
import { airportAt, airportCount, distanceKm } from './world';

const DAY_MS = 86_400_000;
const FIVE_MINUTES = 5 * 60_000;

/** A dated flight of a leg. */
export interface Timed {
  departUtc: number;
  /** Its place in the day's list: decides the flight number and the aircraft */
  k: number;
}

// Days are numbered from 1970-01-01: searches compare and step days many thousand times.
const dates = new Map<number, string>();
const dateOfDay = (day: number): string => {
  let date = dates.get(day);
  if (!date) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dates.set(day, date);
  }
  return date;
};
export const dayOfDate = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
/** The day number of an instant's local date in a zone. */
export const localDay = (timeZone: string, utcMs: number): number =>
  Math.floor((utcMs + offsetMinutes(timeZone, utcMs) * 60_000) / DAY_MS);

const operators = new Map<string, number>();
const tables = new Map<number, Timed[]>();

/** A leg's flights on a local day, in order (cached: searches ask for the same days again and again). */
export const timetableOn = (leg: PathLeg, day: number): Timed[] => {
  let operator = operators.get(leg.operator);
  if (operator === undefined) {
    operator = operators.size;
    operators.set(leg.operator, operator);
  }
  const key = ((operator * airportCount + leg.from) * airportCount + leg.to) * 100_000 + day;
  let flights = tables.get(key);
  if (!flights) {
    const [zone, date] = [airportAt(leg.from).time_zone, dateOfDay(day)];
    flights = departureTimes(leg.operator, leg.from, leg.to).map((minutes, k) => ({
      departUtc: localToUtc(zone, date, minutes),
      k,
    }));
    if (tables.size > 100_000) tables.clear();
    tables.set(key, flights);
  }
  return flights;
};

// Thin spokes are timed to the hub's banks: when no regular flight of a short leg makes the
// connection, an extra one does, leaving up to an hour off the tightest connection (never at night).
// On a last-resort routing (`timed`) the partner's long flights are timed that way too.
const bankFlight = (leg: PathLeg, departUtc: number, timed: boolean): Timed | undefined => {
  const long = distanceKm(leg.from, leg.to) > LONG_HAUL_KM;
  if (long && !timed) return undefined;
  const zone = airportAt(leg.from).time_zone;
  const local = Math.round(
    (departUtc + offsetMinutes(zone, departUtc) * 60_000 - localDay(zone, departUtc) * DAY_MS) / 60_000,
  );
  if (local < (long ? 7 * 60 : 6 * 60) || local > (long ? 23 * 60 + 45 : 22 * 60 + 30)) return undefined;
  return { departUtc, k: 8 + Math.floor(local / 30) };
};
const bankShift = (leg: PathLeg, anchor: number) =>
  seededRandom('bank', leg.operator, leg.from, leg.to, anchor).int(0, 12) * FIVE_MINUTES;

/** The first flight of the leg leaving in [earliest, latest]. */
export const flightAfter = (
  leg: PathLeg,
  earliest: number,
  latest: number,
  anchor: number,
  timed: boolean,
): Timed | undefined => {
  const today = localDay(airportAt(leg.from).time_zone, earliest);
  for (let day = today - 1; day <= today + 1; day++) {
    for (const flight of timetableOn(leg, day)) {
      if (flight.departUtc > latest)
        return bankFlight(leg, Math.ceil((earliest + bankShift(leg, anchor)) / FIVE_MINUTES) * FIVE_MINUTES, timed);
      if (flight.departUtc >= earliest) return flight;
    }
  }
  return bankFlight(leg, Math.ceil((earliest + bankShift(leg, anchor)) / FIVE_MINUTES) * FIVE_MINUTES, timed);
};

/** The last flight of the leg landing in [arriveAfter, arriveBy]. */
export const flightBefore = (
  leg: PathLeg,
  block: number,
  arriveAfter: number,
  arriveBy: number,
  anchor: number,
  timed: boolean,
): Timed | undefined => {
  const today = localDay(airportAt(leg.from).time_zone, arriveBy - block);
  for (let day = today + 1; day >= today - 1; day--) {
    const flights = timetableOn(leg, day);
    for (let i = flights.length - 1; i >= 0; i--) {
      const flight = flights[i] as Timed;
      const landing = flight.departUtc + block;
      if (landing < arriveAfter)
        return bankFlight(
          leg,
          Math.floor((arriveBy - block - bankShift(leg, anchor)) / FIVE_MINUTES) * FIVE_MINUTES,
          timed,
        );
      if (landing <= arriveBy) return flight;
    }
  }
  return bankFlight(leg, Math.floor((arriveBy - block - bankShift(leg, anchor)) / FIVE_MINUTES) * FIVE_MINUTES, timed);
};
