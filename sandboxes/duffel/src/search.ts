import type { CabinClass, PassengerType } from './duffelTypes';

export const CABIN_CLASSES = [
  'economy',
  'premium_economy',
  'business',
  'first',
] as const satisfies readonly CabinClass[];
export const PASSENGER_TYPES = ['adult', 'child', 'infant_without_seat'] as const satisfies readonly PassengerType[];

/** Minutes after local midnight, inclusive on both ends. */
export interface TimeRange {
  from: number;
  to: number;
}

export interface SearchSlice {
  origin: string;
  destination: string;
  /** yyyy-MM-dd, the origin's local date */
  departureDate: string;
  departureTime: TimeRange | null;
  arrivalTime: TimeRange | null;
}

export interface SearchPassenger {
  type: PassengerType;
  /** Given when the request named an age instead of a type */
  age: number | null;
}

/** Everything an offer request id carries: enough to regenerate its offers anywhere. */
export interface SearchParams {
  slices: SearchSlice[];
  passengers: SearchPassenger[];
  cabinClass: CabinClass;
  maxConnections: 0 | 1 | 2;
  /** epoch milliseconds, by the sandbox clock */
  createdAt: number;
  /** Random per request, so two requests of one search made at the same moment get ids of their own (0 when unset). */
  nonce?: number;
}

/** How airlines price an age: infants under 2 on a lap, children 2-11, adults from 12. */
export const typeForAge = (age: number): PassengerType =>
  age < 2 ? 'infant_without_seat' : age < 12 ? 'child' : 'adult';

/** The part of a search that decides its flights and fares (not when it was made). */
export const searchSeed = (search: SearchParams): string =>
  [
    search.cabinClass,
    search.maxConnections,
    search.passengers.map((p) => `${p.type}${p.age ?? ''}`).join(','),
    ...search.slices.map((s) => `${s.origin}${s.destination}${s.departureDate}`),
  ].join('|');
