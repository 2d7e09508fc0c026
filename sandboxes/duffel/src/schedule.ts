import { aircraftFor, type AircraftType } from './aircraft';
import { profileOf } from './airlineProfiles';
import { blockMinutes } from './flightTime';
import type { Path, PathLeg } from './paths';
import { hash53 } from './random';
import { dayOfDate, flightAfter, flightBefore, localDay, timetableOn, type Timed } from './timetable';
import { airportAt, distanceKm, isBig, isInternational } from './world';

export interface ScheduledLeg {
  from: number;
  to: number;
  operator: string;
  marketing: string;
  departUtc: number;
  arriveUtc: number;
  minutes: number;
  km: number;
  aircraft: AircraftType;
  marketingNumber: string;
  operatingNumber: string;
}

/** One bookable itinerary of a slice: flights at set times. */
export interface FlightOption {
  marketing: string;
  legs: ScheduledLeg[];
}

/** The longest wait between two flights of one itinerary. */
export const MAX_CONNECTION_MINUTES = 300;

/** Minimum connection time: longer when a flight is international (passport control, bags), and at the big hubs. */
export const minimumConnectionMinutes = (via: number, arriving: PathLeg, departing: PathLeg): number => {
  const international = isInternational(arriving.from, arriving.to) || isInternational(departing.from, departing.to);
  if (international) return isBig(via) ? 90 : 60;
  return isBig(via) ? 50 : 45;
};

const flightNumber = (operator: string, from: number, to: number, k: number, regional: boolean): number => {
  const [low, high] = from < to ? [from, to] : [to, from];
  const base = hash53(`${operator}|${low}|${high}`) % (regional ? 2_500 : 1_400);
  return (regional ? 3_000 : 1) + base * 2 + (from < to ? 0 : 1) + k * 2;
};

type FlightFacts = Pick<ScheduledLeg, 'km' | 'minutes' | 'aircraft' | 'operatingNumber'>;
const facts = new Map<string, FlightFacts>();

/** What a daily flight always is, whatever the date and whoever sells it. */
const factsOf = (leg: PathLeg, k: number): FlightFacts => {
  const key = `${leg.operator}${leg.from}|${leg.to}|${k}`;
  let found = facts.get(key);
  if (!found) {
    const km = distanceKm(leg.from, leg.to);
    const aircraft = aircraftFor(leg.operator, leg.from, leg.to, km, k);
    found = {
      km,
      minutes: blockMinutes(leg.from, leg.to),
      aircraft,
      operatingNumber: String(flightNumber(leg.operator, leg.from, leg.to, k, aircraft.body === 'regional')),
    };
    if (facts.size > 200_000) facts.clear();
    facts.set(key, found);
  }
  return found;
};

const scheduledLeg = (marketing: string, leg: PathLeg, { departUtc, k }: Timed): ScheduledLeg => {
  const flight = factsOf(leg, k);
  const marketingNumber =
    leg.operator === marketing
      ? flight.operatingNumber
      : String(
          profileOf(marketing).codeshareBase + (hash53(`${leg.operator}|${flight.operatingNumber}|${marketing}`) % 999),
        );
  return { ...leg, ...flight, marketing, departUtc, arriveUtc: departUtc + flight.minutes * 60_000, marketingNumber };
};

const longestLeg = (legs: PathLeg[]) =>
  legs.reduce(
    (best, leg, i) =>
      distanceKm(leg.from, leg.to) > distanceKm(legs[best]?.from ?? 0, legs[best]?.to ?? 0) ? i : best,
    0,
  );

/** The flights around one departure of the trunk, or undefined when a connection cannot be made. */
const connectAround = ({ legs, timed }: Path, trunkIndex: number, trunkFlight: Timed): Timed[] | undefined => {
  const gap = (index: number) =>
    minimumConnectionMinutes(legs[index]?.to ?? 0, legs[index] as PathLeg, legs[index + 1] as PathLeg) * 60_000;
  const block = (index: number) => blockMinutes(legs[index]?.from ?? 0, legs[index]?.to ?? 0) * 60_000;
  const anchor = trunkFlight.departUtc;
  const flights: Timed[] = [];
  flights[trunkIndex] = trunkFlight;
  for (let i = trunkIndex - 1; i >= 0; i--) {
    const next = (flights[i + 1] as Timed).departUtc;
    const flight = flightBefore(
      legs[i] as PathLeg,
      block(i),
      next - MAX_CONNECTION_MINUTES * 60_000,
      next - gap(i),
      anchor,
      timed,
    );
    if (!flight) return undefined;
    flights[i] = flight;
  }
  for (let i = trunkIndex + 1; i < legs.length; i++) {
    const landed = (flights[i - 1] as Timed).departUtc + block(i - 1);
    const flight = flightAfter(
      legs[i] as PathLeg,
      landed + gap(i - 1),
      landed + MAX_CONNECTION_MINUTES * 60_000,
      anchor,
      timed,
    );
    if (!flight) return undefined;
    flights[i] = flight;
  }
  return flights;
};

/**
 * The flights of one routing on a date, built around the longest flight's daily departures (the
 * trunk): before it the last feeder that makes it, after it the first onward flight, each
 * connection between the minimum connection time and 5 hours. The first flight leaves on the date.
 */
export const scheduleOptions = (path: Path, date: string): FlightOption[] => {
  const { legs } = path;
  const [first] = legs;
  if (!first) return [];
  const trunkIndex = longestLeg(legs);
  const trunk = legs[trunkIndex] as PathLeg;
  const originZone = airportAt(first.from).time_zone;
  const day = dayOfDate(date);
  const chosen = new Map<string, Timed[]>();
  for (const trunkDay of trunkIndex === 0 ? [day] : [day - 1, day, day + 1]) {
    for (const trunkFlight of timetableOn(trunk, trunkDay)) {
      const flights = connectAround(path, trunkIndex, trunkFlight);
      if (!flights || localDay(originZone, (flights[0] as Timed).departUtc) !== day) continue;
      chosen.set(flights.map((flight) => flight.departUtc).join(','), flights);
    }
  }
  return [...chosen.values()]
    .sort((x, y) => (x[0]?.departUtc ?? 0) - (y[0]?.departUtc ?? 0))
    .map((flights) => ({
      marketing: path.marketing,
      legs: flights.map((flight, i) => scheduledLeg(path.marketing, legs[i] as PathLeg, flight)),
    }));
};
