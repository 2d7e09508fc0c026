import type { CabinClass } from './duffelTypes';
import { seededRandom } from './random';
import { isBig } from './world';

export type Body = 'regional' | 'narrow' | 'wide';

export interface AircraftType {
  iata: string;
  name: string;
  body: Body;
  /** How far it flies with a commercial load */
  rangeKm: number;
}

const TYPES: readonly AircraftType[] = [
  { iata: 'E75', name: 'Embraer 175', body: 'regional', rangeKm: 3_700 },
  { iata: '223', name: 'Airbus A220-300', body: 'narrow', rangeKm: 6_300 },
  { iata: '320', name: 'Airbus A320', body: 'narrow', rangeKm: 6_100 },
  { iata: '32N', name: 'Airbus A320neo', body: 'narrow', rangeKm: 6_300 },
  { iata: '321', name: 'Airbus A321', body: 'narrow', rangeKm: 5_900 },
  { iata: '32Q', name: 'Airbus A321neo', body: 'narrow', rangeKm: 7_400 },
  { iata: '738', name: 'Boeing 737-800', body: 'narrow', rangeKm: 5_400 },
  { iata: '739', name: 'Boeing 737-900', body: 'narrow', rangeKm: 5_400 },
  { iata: '7M8', name: 'Boeing 737 MAX 8', body: 'narrow', rangeKm: 6_500 },
  { iata: '7M9', name: 'Boeing 737 MAX 9', body: 'narrow', rangeKm: 6_500 },
  { iata: '752', name: 'Boeing 757-200', body: 'narrow', rangeKm: 7_200 },
  { iata: '333', name: 'Airbus A330-300', body: 'wide', rangeKm: 11_000 },
  { iata: '339', name: 'Airbus A330-900', body: 'wide', rangeKm: 13_300 },
  { iata: '359', name: 'Airbus A350-900', body: 'wide', rangeKm: 15_000 },
  { iata: '351', name: 'Airbus A350-1000', body: 'wide', rangeKm: 16_100 },
  { iata: '788', name: 'Boeing 787-8', body: 'wide', rangeKm: 13_500 },
  { iata: '789', name: 'Boeing 787-9', body: 'wide', rangeKm: 14_800 },
  { iata: '781', name: 'Boeing 787-10', body: 'wide', rangeKm: 11_900 },
  { iata: '77W', name: 'Boeing 777-300ER', body: 'wide', rangeKm: 13_600 },
  { iata: '748', name: 'Boeing 747-8', body: 'wide', rangeKm: 14_300 },
  { iata: '388', name: 'Airbus A380-800', body: 'wide', rangeKm: 15_000 },
];

const BY_CODE = new Map(TYPES.map((type) => [type.iata, type]));
export const aircraftType = (iata: string): AircraftType => BY_CODE.get(iata) ?? (TYPES[2] as AircraftType);

interface Fleet {
  regional?: string[];
  short: string[];
  medium: string[];
  long?: string[];
  /** Ultra long haul and the A380: only between two gateways */
  flagship?: string[];
}

const FLEETS: Record<string, Fleet> = {
  AA: { regional: ['E75'], short: ['738', '321'], medium: ['32Q', '321', '738'], long: ['789', '77W', '788'] },
  DL: { regional: ['E75'], short: ['223', '739', '321'], medium: ['321', '752', '32Q'], long: ['359', '339'] },
  UA: { regional: ['E75'], short: ['738', '320'], medium: ['7M9', '752', '739'], long: ['789', '77W', '781'] },
  B6: { short: ['223', '320'], medium: ['32Q', '320'] },
  WN: { short: ['738', '7M8'], medium: ['7M8', '738'] },
  AS: { regional: ['E75'], short: ['739', '7M9'], medium: ['7M9', '739'] },
  F9: { short: ['32N'], medium: ['32Q', '32N'] },
  NK: { short: ['32N'], medium: ['32N', '32Q'] },
  CX: { short: ['32Q', '333'], medium: ['333', '359'], long: ['359', '77W', '351'] },
  QF: { short: ['738'], medium: ['738', '333'], long: ['789', '333'], flagship: ['388', '789'] },
  BA: { short: ['320', '32N'], medium: ['32N', '32Q'], long: ['77W', '789', '351'], flagship: ['388', '77W'] },
  LH: { short: ['32N', '320'], medium: ['321', '32N'], long: ['359', '789', '748'], flagship: ['748', '388', '359'] },
};

const ranges = new Map<string, number>();
const fleetOf = (operator: string): Fleet => FLEETS[operator] ?? (FLEETS.AA as Fleet);

/** The longest flight the airline's fleet can fly: no nonstop beyond it (Sydney-London must connect). */
export const maxRangeKm = (operator: string): number => {
  let km = ranges.get(operator);
  if (km === undefined) {
    const fleet = fleetOf(operator);
    km = Math.max(
      ...[...fleet.short, ...fleet.medium, ...(fleet.long ?? []), ...(fleet.flagship ?? [])].map(
        (iata) => aircraftType(iata).rangeKm,
      ),
    );
    ranges.set(operator, km);
  }
  return km;
};

/** A real type for the distance and the airline: regional jets on thin short spokes, wide bodies long haul. */
export const aircraftFor = (
  operator: string,
  from: number,
  to: number,
  km: number,
  departure: number,
): AircraftType => {
  const fleet = fleetOf(operator);
  const random = seededRandom('aircraft', operator, from, to, departure);
  const thin = !isBig(from) || !isBig(to);
  let choices: string[];
  if (km > 4_500 && fleet.long) choices = !thin && fleet.flagship && km > 7_000 ? fleet.flagship : fleet.long;
  else if (km > 1_500) choices = fleet.medium;
  else choices = thin && km < 1_100 && fleet.regional && random.chance(0.5) ? fleet.regional : fleet.short;
  const able = choices.filter((iata) => aircraftType(iata).rangeKm >= km);
  if (able.length > 0) return aircraftType(random.pick(able));
  const longest = [...(fleet.flagship ?? []), ...(fleet.long ?? []), ...fleet.medium]
    .map(aircraftType)
    .sort((x, y) => y.rangeKm - x.rangeKm)[0];
  return longest ?? aircraftType(random.pick(choices));
};

const US_FULL_SERVICE = new Set(['AA', 'DL', 'UA', 'AS']);

/** The cabins the airline fits to the type, front to back. */
export const cabinsOf = (operator: string, type: AircraftType): CabinClass[] => {
  if (['WN', 'F9', 'NK'].includes(operator)) return ['economy'];
  if (type.body !== 'wide') {
    if (US_FULL_SERVICE.has(operator)) return ['first', 'premium_economy', 'economy'];
    if (operator === 'B6')
      return type.iata === '32Q' ? ['business', 'premium_economy', 'economy'] : ['premium_economy', 'economy'];
    return ['business', 'economy'];
  }
  if (type.iata === '333') return ['business', 'economy'];
  const hasFirst =
    type.iata === '388' || type.iata === '748' || (type.iata === '77W' && ['AA', 'CX', 'BA'].includes(operator));
  return hasFirst ? ['first', 'business', 'premium_economy', 'economy'] : ['business', 'premium_economy', 'economy'];
};

const RANK: Record<CabinClass, number> = { economy: 0, premium_economy: 1, business: 2, first: 3 };
export const cabinRank = (cabin: CabinClass): number => RANK[cabin];

/**
 * The cabin a passenger who asked for `requested` sits in on this aircraft: the requested one, or
 * the nearest (a business search on a US narrow body gets its front cabin, 'first').
 */
export const cabinOnBoard = (requested: CabinClass, available: readonly CabinClass[]): CabinClass => {
  if (available.includes(requested)) return requested;
  const want = RANK[requested];
  const preferHigher = want >= RANK.business;
  return [...available].sort((x, y) => {
    const gap = Math.abs(RANK[x] - want) - Math.abs(RANK[y] - want);
    return gap !== 0 ? gap : preferHigher ? RANK[y] - RANK[x] : RANK[x] - RANK[y];
  })[0] as CabinClass;
};
