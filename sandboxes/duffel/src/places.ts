import type { AircraftType } from './aircraft';
import type { DuffelAirline, DuffelAirport, DuffelCity } from './duffelTypes';
import { derivedId } from './random';
import { AIRLINES, airportAt, airportsIn, isCityCode, placeIndex } from './world';

const airports = new Map<number, DuffelAirport>();

/** Duffel's airport place, built once per airport and shared by every offer that lands there. */
export const duffelAirport = (index: number): DuffelAirport => {
  let place = airports.get(index);
  if (!place) {
    const airport = airportAt(index);
    const country = airport.country_code;
    const city: DuffelCity | null = airport.city_code
      ? {
          type: 'city',
          id: `cit_${airport.city_code.toLowerCase()}_${country.toLowerCase()}`,
          iata_code: airport.city_code,
          iata_country_code: country,
          name: airport.city_name,
        }
      : null;
    place = {
      type: 'airport',
      id: `arp_${airport.iata_code.toLowerCase()}_${country.toLowerCase()}`,
      iata_code: airport.iata_code,
      icao_code: airport.icao_code,
      name: airport.name,
      city_name: airport.city_name,
      iata_city_code: airport.city_code,
      iata_country_code: country,
      latitude: airport.latitude,
      longitude: airport.longitude,
      time_zone: airport.time_zone,
      city,
    };
    airports.set(index, place);
  }
  return place;
};

/**
 * The place a search named, as Duffel echoes it in the offer request: an airport, or a city with
 * its airports (a city code searches all of them; the offers then fly from the actual airports).
 */
export const duffelPlace = (code: string): (DuffelAirport & { type: 'airport' }) | (DuffelCity & { type: 'city' }) => {
  const main = duffelAirport(placeIndex(code) ?? 0);
  if (!isCityCode(code) || !main.city) return { ...main, type: 'airport' };
  return { ...main.city, type: 'city', airports: airportsIn(code).map(duffelAirport) };
};

const carriers = new Map<string, DuffelAirline>(
  AIRLINES.map((airline) => [
    airline.iata_code,
    {
      id: derivedId('arl', airline.iata_code),
      name: airline.name,
      iata_code: airline.iata_code,
      // Served by the gateway at /airline-logos/ (gateway/assets/airline-logos).
      logo_symbol_url: airline.logoPath,
      logo_lockup_url: airline.logoPath,
      conditions_of_carriage_url: null,
    },
  ]),
);

export const duffelAirline = (code: string): DuffelAirline => {
  const airline = carriers.get(code);
  if (!airline) throw new Error(`unknown airline ${code}`);
  return airline;
};

export const duffelAircraft = (type: AircraftType) => ({
  id: derivedId('arc', type.iata),
  name: type.name,
  iata_code: type.iata,
});

const TERMINALS: Record<string, Record<string, string>> = {
  LHR: { BA: '5', AA: '3', DL: '3', CX: '3', QF: '3', UA: '2', LH: '2', '*': '2' },
  LGW: { BA: 'S', '*': 'N' },
  JFK: { BA: '8', AA: '8', CX: '8', QF: '8', DL: '4', B6: '5', LH: '1', UA: '7', '*': '4' },
  LAX: { AA: '4', DL: '3', UA: '7', AS: '6', WN: '1', B6: '5', '*': 'B' },
  SFO: { UA: '3', AS: '2', '*': 'I' },
  ORD: { UA: '1', AA: '3', DL: '2', '*': '5' },
  EWR: { UA: 'C', '*': 'B' },
  FRA: { LH: '1', UA: '1', '*': '2' },
  MUC: { LH: '2', UA: '2', '*': '1' },
  HKG: { '*': '1' },
  SYD: { QF: '3', '*': '1' },
  MEL: { QF: '1', '*': '2' },
  CDG: { DL: '2E', '*': '1' },
  ATL: { DL: 'S', '*': 'I' },
  DFW: { AA: 'C', '*': 'E' },
};

/** Terminals where they are well known; otherwise a stable guess at big airports, none at small ones. */
export const terminalOf = (index: number, operator: string, big: boolean): string | null => {
  const code = airportAt(index).iata_code;
  const known = TERMINALS[code];
  if (known) return known[operator] ?? known['*'] ?? null;
  return big ? String(((code.charCodeAt(0) + operator.charCodeAt(0)) % 3) + 1) : null;
};
