import type { CabinClass, PassengerType } from './duffelTypes';
import type { FareTier } from './fares';

const CABIN_FACTOR: Record<CabinClass, number> = { economy: 1, premium_economy: 1.6, business: 3.5, first: 6 };
const STOPS_FACTOR = [1, 0.98, 0.95];
const PASSENGER_FACTOR: Record<PassengerType, number> = { adult: 1, child: 0.75, infant_without_seat: 0.1 };

/** An adult economy one-way fare by great-circle distance: dearer per km on short trips. */
export const distanceFare = (km: number): number =>
  39 + 0.115 * Math.min(km, 1_500) + 0.075 * Math.min(Math.max(km - 1_500, 0), 4_500) + 0.05 * Math.max(km - 6_000, 0);

/** Fares rise as departure nears: x1.72 on the day, x1.2 a week out, x0.82 beyond two months. */
export const advanceFactor = (daysToDeparture: number): number =>
  0.82 + 0.9 * Math.exp(-Math.max(0, daysToDeparture) / 9);

/** Red-eyes and dawn flights sell cheaper, the business peaks dearer. */
export const timeOfDayFactor = (localMinutes: number): number => {
  if (localMinutes < 7 * 60) return 0.92;
  if (localMinutes >= 21 * 60) return 0.95;
  if (localMinutes < 9 * 60 || (localMinutes >= 17 * 60 && localMinutes < 19 * 60)) return 1.06;
  return 1;
};

export const tierFactor = (cabin: CabinClass, tier: FareTier): number =>
  cabin === 'economy' ? ([1, 1.22, 1.65][tier] ?? 1) : tier === 2 ? 1.35 : 1;

export interface SliceFareInput {
  /** origin to destination great circle */
  odKm: number;
  /** each flight's distance and the cabin the passenger sits in on it */
  legs: { km: number; cabin: CabinClass }[];
  stops: number;
  daysToDeparture: number;
  departureLocalMinutes: number;
  airlineFactor: number;
  /** seeded, 0.93 to 1.07, the same for every fare of one itinerary */
  jitter: number;
  tier: FareTier;
  requestedCabin: CabinClass;
}

/** One passenger's fare for one slice, in cents; cabins are weighted by the distance flown in each. */
export const sliceFareCents = (input: SliceFareInput, passenger: PassengerType): number => {
  const flown = input.legs.reduce((sum, leg) => sum + leg.km, 0) || 1;
  const cabinMix = input.legs.reduce((sum, leg) => sum + leg.km * CABIN_FACTOR[leg.cabin], 0) / flown;
  const amount =
    distanceFare(input.odKm) *
    cabinMix *
    advanceFactor(input.daysToDeparture) *
    (STOPS_FACTOR[Math.min(input.stops, 2)] ?? 1) *
    timeOfDayFactor(input.departureLocalMinutes) *
    input.airlineFactor *
    input.jitter *
    tierFactor(input.requestedCabin, input.tier) *
    PASSENGER_FACTOR[passenger];
  return Math.max(100, Math.round(amount * 100));
};

export const cents = (amount: number): string => (amount / 100).toFixed(2);
