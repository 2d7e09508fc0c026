import { aircraftFor, type AircraftType } from './aircraft';
import { profileOf } from './airlineProfiles';
import type { Path } from './paths';
import { hash53, seededRandom } from './random';
import { localMinutesOfDay, localToUtc } from './time';
import { airportAt, distanceKm, isBig, sizeOf } from './world';

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

const CRUISE_KMH = 830;
const TAXI_MINUTES = 30;
const roundTo5 = (minutes: number) => Math.ceil(minutes / 5) * 5;

const initialBearing = (from: number, to: number): number => {
  const [a, b] = [airportAt(from), airportAt(to)];
  const rad = Math.PI / 180;
  const dLon = (b.longitude - a.longitude) * rad;
  const y = Math.sin(dLon) * Math.cos(b.latitude * rad);
  const x = Math.cos(a.latitude * rad) * Math.sin(b.latitude * rad) - Math.sin(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.cos(dLon);
  return Math.atan2(y, x);
};

/** Block time: cruise at 830 km/h plus 30 minutes of taxi and climb; the jet stream helps eastbound. */
export const blockMinutes = (from: number, to: number): number => {
  const km = distanceKm(from, to);
  const wind = km > 1_500 ? 1 - 0.06 * Math.sin(initialBearing(from, to)) : 1;
  return roundTo5((km / CRUISE_KMH) * 60 * wind + TAXI_MINUTES);
};

// Schedules are the same every day and for every search: computed once per leg.
const memo = <T>(compute: (operator: string, from: number, to: number) => T) => {
  const cache = new Map<string, T>();
  return (operator: string, from: number, to: number): T => {
    const key = `${operator}|${from}|${to}`;
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(operator, from, to);
      if (cache.size > 100_000) cache.clear();
      cache.set(key, value);
    }
    return value;
  };
};

/** Daily departures of a leg: busy trunks many times a day, thin spokes once or twice. */
const frequency = memo((operator: string, from: number, to: number): number => {
  const airline = profileOf(operator);
  const km = distanceKm(from, to);
  const hub = airline.hubIndexes.has(from) || airline.hubIndexes.has(to) ? 1 : 0;
  const base = km > 5_000 ? (isBig(from) && isBig(to) ? 1 : 0) + hub : Math.min(7, sizeOf(from) + sizeOf(to) - 2 + hub * 2);
  const jitter = seededRandom('frequency', operator, from, to).int(-1, 1);
  return Math.max(1, Math.min(8, base + jitter + (airline.lowCost && !hub ? -1 : 0)));
});

/** Local departure minutes of a leg's daily flights, spread over the day. */
const departureTimes = memo((operator: string, from: number, to: number): number[] => {
  const count = frequency(operator, from, to);
  const random = seededRandom('times', operator, from, to);
  const [start, end] = distanceKm(from, to) > 5_000 ? [8 * 60, 23 * 60 + 30] : [6 * 60, 21 * 60 + 45];
  const slot = (end - start) / count;
  return Array.from({ length: count }, (_, k) => start + Math.round((slot * k + random.between(0, slot * 0.8)) / 5) * 5);
});

const flightNumber = (operator: string, from: number, to: number, k: number, regional: boolean): number => {
  const [low, high] = from < to ? [from, to] : [to, from];
  const base = hash53(`${operator}|${low}|${high}`) % (regional ? 2_500 : 1_400);
  return (regional ? 3_000 : 1) + base * 2 + (from < to ? 0 : 1) + k * 2;
};

/**
 * The flights of one routing on a date: the first leg's daily departures (fewer for
 * connections), each following leg leaving 45 minutes to 4 hours after the previous arrival.
 */
export const scheduleOptions = (path: Path, date: string): FlightOption[] => {
  const [first, second] = path.legs;
  if (!first) return [];
  const originZone = airportAt(first.from).time_zone;
  const daily = frequency(first.operator, first.from, first.to);
  const count = path.legs.length === 1 ? daily : Math.min(daily, second ? frequency(second.operator, second.from, second.to) : 1, path.legs.length === 2 ? 3 : 2);
  const times = departureTimes(first.operator, first.from, first.to);
  const picked = Array.from({ length: count }, (_, i) => times[Math.floor((i * daily) / count)] as number);
  const pathKey = path.legs.map((leg) => `${leg.from}-${leg.to}`).join(',');
  const options = picked.map((minutes, k) => {
    const random = seededRandom('connections', path.marketing, pathKey, minutes);
    let departUtc = localToUtc(originZone, date, minutes);
    const legs = path.legs.map((leg, index): ScheduledLeg => {
      if (index > 0) departUtc = departUtc + roundTo5(random.int(45, 240)) * 60_000;
      const km = distanceKm(leg.from, leg.to);
      const duration = blockMinutes(leg.from, leg.to);
      const aircraft = aircraftFor(leg.operator, leg.from, leg.to, km, k);
      const operating = flightNumber(leg.operator, leg.from, leg.to, k, aircraft.body === 'regional');
      const marketingNumber =
        leg.operator === path.marketing ? operating : profileOf(path.marketing).codeshareBase + (hash53(`${pathKey}|${index}|${k}`) % 999);
      const scheduled = {
        ...leg,
        marketing: path.marketing,
        departUtc,
        arriveUtc: departUtc + duration * 60_000,
        minutes: duration,
        km,
        aircraft,
        marketingNumber: String(marketingNumber),
        operatingNumber: String(operating),
      };
      departUtc = scheduled.arriveUtc;
      return scheduled;
    });
    return { marketing: path.marketing, legs };
  });
  const daytime = options.filter((option) => !option.legs.some((leg, index) => index > 0 && leavesAtNight(leg)));
  return daytime.length > 0 ? daytime : options;
};

// A connecting short-haul flight does not leave between half past midnight and half past five.
const leavesAtNight = (leg: ScheduledLeg): boolean => {
  if (leg.km > 4_000) return false;
  const local = localMinutesOfDay(airportAt(leg.from).time_zone, leg.departUtc);
  return local >= 30 && local < 5 * 60 + 30;
};
