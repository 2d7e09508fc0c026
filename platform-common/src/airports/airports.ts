import { ASIA } from './data/asia';
import { EUROPE } from './data/europe';
import { LATIN_AMERICA } from './data/latinAmerica';
import { MIDDLE_EAST_AFRICA } from './data/middleEastAfrica';
import { NORTH_AMERICA } from './data/northAmerica';
import { OCEANIA } from './data/oceania';
import type { Airport, AirportRow } from './types';

const toAirport = ([
  iata,
  icao,
  name,
  city,
  country,
  latitude,
  longitude,
  timeZone,
  cityCode,
]: AirportRow): Airport => ({
  id: iata,
  iata_code: iata,
  icao_code: icao,
  name,
  city_name: city,
  country_code: country,
  latitude,
  longitude,
  time_zone: timeZone,
  city_code: cityCode ?? null,
});

/**
 * The built-in airports (about 340, every continent). The order matters: search results that rank
 * equally keep it, so Europe's London comes before London, Ontario.
 */
export const AIRPORTS: readonly Airport[] = Object.freeze(
  [...EUROPE, ...NORTH_AMERICA, ...LATIN_AMERICA, ...MIDDLE_EAST_AFRICA, ...ASIA, ...OCEANIA].map(toAirport),
);
