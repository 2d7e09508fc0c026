import { profileOf } from './airlineProfiles';
import { blockMinutes } from './flightTime';
import { seededRandom } from './random';
import { offsetMinutes } from './time';
import { airportAt, distanceKm, isBig, sizeOf } from './world';

/** Above this, flights keep long-haul hours: they leave so as to land at a civil hour. */
export const LONG_HAUL_KM = 4_000;
const DAY = 24 * 60;
// Wall-clock arithmetic for the daily pattern uses one reference day's offsets (a schedule
// season); the dated times are computed from the real offsets of the day.
const SEASON_REFERENCE_MS = Date.UTC(2026, 3, 15);

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

/** Daily departures of a leg: trunks several times a day (long haul up to 5), thin spokes once or twice. */
export const frequency = memo((operator: string, from: number, to: number): number => {
  const airline = profileOf(operator);
  const km = distanceKm(from, to);
  const hub = airline.hubIndexes.has(from) || airline.hubIndexes.has(to) ? 1 : 0;
  const jitter = seededRandom('frequency', operator, from, to).int(-1, 1);
  if (km > LONG_HAUL_KM) {
    const trunk = sizeOf(from) + sizeOf(to) >= 6 ? 1 : 0;
    return Math.max(1, Math.min(5, (km < 7_000 ? 1 : 0) + hub + trunk + jitter + (isBig(from) && isBig(to) ? 1 : 0)));
  }
  const base = Math.min(7, sizeOf(from) + sizeOf(to) - 2 + hub * 2);
  return Math.max(1, Math.min(8, base + jitter + (airline.lowCost && !hub ? -1 : 0)));
});

const localArrival = (from: number, to: number, departure: number): number => {
  const shift =
    offsetMinutes(airportAt(to).time_zone, SEASON_REFERENCE_MS) -
    offsetMinutes(airportAt(from).time_zone, SEASON_REFERENCE_MS);
  return (((departure + blockMinutes(from, to) + shift) % DAY) + DAY) % DAY;
};

/**
 * Long haul's departure slots and their weights: leaving 07:00-23:45 and landing 05:30-23:15
 * local, an overnight flight landing 06:00-11:00 three times as likely. That gives the banks of
 * life: New York-London mostly in the evening (and a day flight), London-New York by day.
 */
const longHaulSlots = (from: number, to: number): { minutes: number; weight: number }[] => {
  const slots: { minutes: number; weight: number }[] = [];
  for (let minutes = 7 * 60; minutes <= 23 * 60 + 45; minutes += 5) {
    const arrival = localArrival(from, to, minutes);
    if (arrival < 5 * 60 + 30 || arrival > 23 * 60 + 15) continue;
    const overnight = minutes + blockMinutes(from, to) > DAY || arrival < minutes;
    slots.push({ minutes, weight: overnight && arrival >= 6 * 60 && arrival <= 11 * 60 ? 3 : 1 });
  }
  return slots.length > 0 ? slots : [{ minutes: 22 * 60, weight: 1 }];
};

/** Local departure minutes of a leg's daily flights, in order. */
export const departureTimes = memo((operator: string, from: number, to: number): number[] => {
  const count = frequency(operator, from, to);
  const random = seededRandom('times', operator, from, to);
  if (distanceKm(from, to) <= LONG_HAUL_KM) {
    const [start, end] = [6 * 60, 21 * 60 + 45];
    const slot = (end - start) / count;
    return Array.from(
      { length: count },
      (_, k) => start + Math.round((slot * k + random.between(0, slot * 0.8)) / 5) * 5,
    );
  }
  const slots = longHaulSlots(from, to);
  const total = slots.reduce((sum, slot) => sum + slot.weight, 0);
  const times = new Set<number>();
  const offset = random.between(0.1, 0.9);
  for (let k = 0; k < count; k++) {
    let target = ((k + offset) / count) * total;
    const slot = slots.find((candidate) => (target -= candidate.weight) < 0) ?? slots[slots.length - 1];
    if (slot) times.add(slot.minutes);
  }
  return [...times].sort((x, y) => x - y);
});
