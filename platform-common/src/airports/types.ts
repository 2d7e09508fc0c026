/**
 * One airport of the built-in list. `id` equals `iata_code` (the spec's Airport has both); the
 * rest mirrors the fields Duffel gives a place, so the flight sandbox can build its place objects
 * from the same data the airport picker searches.
 */
export interface Airport {
  id: string;
  iata_code: string;
  icao_code: string;
  name: string;
  city_name: string;
  /** ISO 3166-1 alpha-2 */
  country_code: string;
  latitude: number;
  longitude: number;
  /** IANA tz database name */
  time_zone: string;
  /** IATA metropolitan-area code (LON, NYC, PAR...) when the city has one */
  city_code: string | null;
}

/** A metropolitan area searched as one place (its IATA city code): the picker's 'London, all airports'. */
export interface City extends Airport {
  /** Its airports' IATA codes, busiest first */
  airports: readonly string[];
}

/** A compact row of the data files: [iata, icao, name, city, country, lat, lon, tz, cityCode?]. */
export type AirportRow = readonly [
  iata: string,
  icao: string,
  name: string,
  city: string,
  country: string,
  latitude: number,
  longitude: number,
  timeZone: string,
  cityCode?: string,
];

export interface Airline {
  iata_code: string;
  name: string;
  /** Main hubs / focus cities, all in AIRPORTS */
  hubs: readonly string[];
  /** US domestic carriers: they fly only within North America, Central America and the Caribbean */
  northAmericaOnly: boolean;
  lowCost: boolean;
  alliance: 'oneworld' | 'skyteam' | 'star' | null;
  /** Brand colour of the monogram logo */
  colour: string;
  logoPath: string;
}
