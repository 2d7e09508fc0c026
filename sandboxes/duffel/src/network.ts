import { maxRangeKm } from './aircraft';
import { PROFILES, profileOf, type AirlineProfile } from './airlineProfiles';
import { airportCount, countryOf, distanceKm, isBig, regionOf, sameCity, sizeOf, type Region } from './world';

const MIN_LEG_KM = 100;
const SPOKE_KM = 7_000;
const POINT_TO_POINT_KM = 1_500;
const DOMESTIC_TRUNK_KM = 5_000;
const FEEDER_KM = 3_500;
/** Islands and remote cities are reached from a far gateway (Mauritius from Singapore). */
const EXTENDED_FEEDER_KM = 7_000;
const NORTH_AMERICA: ReadonlySet<Region> = new Set(['na', 'cam']);

const inScope = (airline: AirlineProfile, airport: number) =>
  !airline.northAmericaOnly || NORTH_AMERICA.has(regionOf(airport));
const serves = (airline: AirlineProfile, airport: number) => airline.regions.has(regionOf(airport)) || isBig(airport);

/**
 * Whether an airline plausibly flies this leg itself: spokes from its hubs into its regions (and
 * to the world's gateways), long haul only between two gateways, US low-cost point-to-point
 * under 1,500 km, and domestic trunks between busy airports of its home country.
 */
export const canOperate = (airline: AirlineProfile, a: number, b: number): boolean => {
  if (a === b || sameCity(a, b)) return false;
  const km = distanceKm(a, b);
  if (km < MIN_LEG_KM || km > maxRangeKm(airline.iata_code) || !inScope(airline, a) || !inScope(airline, b))
    return false;
  const [hubA, hubB] = [airline.hubIndexes.has(a), airline.hubIndexes.has(b)];
  if (hubA || hubB) {
    if (km > SPOKE_KM) return isBig(a) && isBig(b);
    return (hubA || serves(airline, a)) && (hubB || serves(airline, b));
  }
  if (airline.lowCost && km <= POINT_TO_POINT_KM && serves(airline, a) && serves(airline, b)) return true;
  const home = airline.homeCountry;
  return countryOf(a) === home && countryOf(b) === home && sizeOf(a) >= 2 && sizeOf(b) >= 2 && km <= DOMESTIC_TRUNK_KM;
};

const operated = new Map<string, Uint8Array>();

const operatedMatrix = (airline: AirlineProfile): Uint8Array => {
  let matrix = operated.get(airline.iata_code);
  if (!matrix) {
    matrix = new Uint8Array(airportCount * airportCount);
    for (let a = 0; a < airportCount; a++) {
      for (let b = a + 1; b < airportCount; b++) {
        if (canOperate(airline, a, b)) matrix[a * airportCount + b] = matrix[b * airportCount + a] = 1;
      }
    }
    operated.set(airline.iata_code, matrix);
  }
  return matrix;
};

export const operates = (airline: AirlineProfile, a: number, b: number): boolean =>
  operatedMatrix(airline)[a * airportCount + b] === 1;

/** What one airline sells: its own legs, partners' legs under its code, and feeders at outstations. */
export interface MarketingNetwork {
  airline: AirlineProfile;
  /** Code of the operating carrier of the leg it sells, or undefined */
  operator(a: number, b: number): string | undefined;
  neighbours(a: number): readonly number[];
  isConnectionPoint(airport: number): boolean;
}

// The last resort for the rare pair nothing else joins within the detour bound (Madrid to
// Barcelona, Aeroparque to the Maldives): in life a local partner outside the 12 flies such a
// leg and a global airline sells it under its code. A flight between two gateways, a feeder from
// a gateway, or a regional hop within a region the airline serves.
const extendedLeg = (airline: AirlineProfile, a: number, b: number): boolean => {
  if (airline.northAmericaOnly || sameCity(a, b)) return false;
  const km = distanceKm(a, b);
  if (km < MIN_LEG_KM || km > maxRangeKm(airline.iata_code)) return false;
  if (isBig(a) && isBig(b)) return true;
  if (isBig(a) || isBig(b)) return km <= EXTENDED_FEEDER_KM;
  return km <= FEEDER_KM && regionOf(a) === regionOf(b) && airline.regions.has(regionOf(a));
};

const buildNetwork = (airline: AirlineProfile, extended: boolean): MarketingNetwork => {
  const partners = airline.partners.map(profileOf);
  const operators = [airline, ...partners];
  const partnerRegions = new Set(partners.flatMap((partner) => [...partner.regions]));
  const connectionPoints = new Set(operators.flatMap((operator) => [...operator.hubIndexes]));
  const trunkCache = new Map<number, boolean>();
  const reachedByTrunk = (gateway: number) => {
    let reached = trunkCache.get(gateway);
    if (reached === undefined) {
      reached = [...airline.hubIndexes].some((hub) => operates(airline, hub, gateway));
      trunkCache.set(gateway, reached);
    }
    return reached;
  };
  // An outstation feeder: from a gateway the airline reaches to a nearby airport of a region no
  // partner covers (in life, a local codeshare partner outside the 12).
  const feeds = (gateway: number, spoke: number) =>
    !airline.northAmericaOnly &&
    isBig(gateway) &&
    !isBig(spoke) &&
    regionOf(gateway) === regionOf(spoke) &&
    !partnerRegions.has(regionOf(spoke)) &&
    distanceKm(gateway, spoke) <= FEEDER_KM &&
    distanceKm(gateway, spoke) >= MIN_LEG_KM &&
    reachedByTrunk(gateway);
  const matrices = operators.map(operatedMatrix);
  const legs = new Int8Array(airportCount * airportCount).fill(-1);
  const neighbours: number[][] = Array.from({ length: airportCount }, () => []);
  for (let a = 0; a < airportCount; a++) {
    for (let b = a + 1; b < airportCount; b++) {
      const key = a * airportCount + b;
      // A North American carrier sells nothing beyond North America, even on a partner.
      if (airline.northAmericaOnly && !(inScope(airline, a) && inScope(airline, b))) continue;
      let chosen = matrices.findIndex((matrix) => matrix[key] === 1);
      if (chosen < 0 && (feeds(a, b) || feeds(b, a) || (extended && extendedLeg(airline, a, b)))) chosen = 0;
      if (chosen < 0) continue;
      legs[a * airportCount + b] = legs[b * airportCount + a] = chosen;
      neighbours[a]?.push(b);
      neighbours[b]?.push(a);
      if (chosen === 0 && isBig(a) && !airline.hubIndexes.has(a)) connectionPoints.add(a);
      if (chosen === 0 && isBig(b) && !airline.hubIndexes.has(b)) connectionPoints.add(b);
    }
  }
  return {
    airline,
    operator: (a, b) => {
      const chosen = legs[a * airportCount + b] as number;
      return chosen < 0 ? undefined : operators[chosen]?.iata_code;
    },
    neighbours: (a) => neighbours[a] ?? [],
    isConnectionPoint: (airport) => connectionPoints.has(airport),
  };
};

const networks = new Map<string, MarketingNetwork>();

/** Built once per airline on first use (a few milliseconds each), then shared by every search. */
export const networkOf = (code: string, extended = false): MarketingNetwork => {
  const key = extended ? `${code}+` : code;
  let network = networks.get(key);
  if (!network) {
    network = buildNetwork(profileOf(code), extended);
    networks.set(key, network);
  }
  return network;
};

export const AIRLINE_CODES: readonly string[] = PROFILES.map((profile) => profile.iata_code);
