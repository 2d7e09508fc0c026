import { AIRPORTS } from './airports';
import { CITIES } from './cities';
import type { Airport } from './types';

export const MIN_QUERY_LENGTH = 2;
export const MAX_RESULTS = 15;

/** Lower-cased and without accents, so 'sao paulo' finds São Paulo. */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

interface Entry {
  airport: Airport;
  order: number;
  city: string;
  name: string;
  code: string;
  country: string;
}

const entryOf = (airport: Airport, order: number): Entry => ({
  airport,
  order,
  city: fold(airport.city_name),
  name: fold(airport.name),
  code: airport.iata_code.toLowerCase(),
  country: airport.country_code.toLowerCase(),
});

const ORDER = new Map(AIRPORTS.map((airport, order) => [airport.iata_code, order]));

// Computed once: a search then only compares ready strings. A city ranks just before its busiest airport.
const ENTRIES: readonly Entry[] = [
  ...AIRPORTS.map(entryOf),
  ...CITIES.map((city) => entryOf(city, (ORDER.get(city.airports[0] ?? '') ?? 0) - 0.5)),
];

const BY_CODE = new Map(AIRPORTS.map((airport) => [airport.iata_code, airport]));
const PLACE_BY_CODE = new Map<string, Airport>([...BY_CODE, ...CITIES.map((city) => [city.iata_code, city] as const)]);

const matches = (entry: Entry, word: string): boolean =>
  entry.city.includes(word) || entry.name.includes(word) || entry.code === word || entry.country === word;

/** 0 exact city, name or code; 1 city or name starts with the query; 2 anything else that matched. */
const tierOf = (entry: Entry, query: string): number => {
  if (entry.code === query || entry.city === query || entry.name === query) return 0;
  if (entry.city.startsWith(query) || entry.name.startsWith(query)) return 1;
  return 2;
};

/**
 * The airport picker's local lookup, with no call to the gateway: at least 2 characters; every word
 * must be contained in the city or the name, or equal the IATA or country code. Exact matches
 * first, then prefix, then contains; ties keep the list's order (a city's airports sit together,
 * busiest first, after the city's 'all airports' when it has several).
 */
export const searchAirports = (query: string, limit = MAX_RESULTS): Airport[] => {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const whole = words.join(' ');
  if (whole.length < MIN_QUERY_LENGTH) return [];
  const found: { entry: Entry; tier: number }[] = [];
  for (const entry of ENTRIES) {
    if (words.every((word) => matches(entry, word))) found.push({ entry, tier: tierOf(entry, whole) });
  }
  found.sort((a, b) => a.tier - b.tier || a.entry.order - b.entry.order);
  return found.slice(0, Math.max(0, Math.min(limit, MAX_RESULTS))).map(({ entry }) => entry.airport);
};

/** Case-insensitive IATA lookup of an airport. */
export const findAirport = (code: string): Airport | undefined => BY_CODE.get(code.trim().toUpperCase());

/** An airport or a city (isCity tells them apart) by its IATA code, case-insensitive: what a search may name. */
export const findPlace = (code: string): Airport | undefined => PLACE_BY_CODE.get(code.trim().toUpperCase());

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in kilometres. */
export const greatCircleKm = (
  a: Pick<Airport, 'latitude' | 'longitude'>,
  b: Pick<Airport, 'latitude' | 'longitude'>,
): number => {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};
