import { AIRPORTS } from './airports';
import type { Airport, City } from './types';

/**
 * The metropolitan areas with two or more built-in airports (London LON: LHR LGW STN LCY LTN SEN;
 * New York NYC; Paris PAR; Tokyo TYO...), from the airports' IATA city codes. A city searches all
 * its airports at once, as Duffel does with a city code; it takes its name, country, position and
 * time zone from its busiest airport (listed first).
 */
const citiesOf = (airports: readonly Airport[]): City[] => {
  const byCode = new Map<string, Airport[]>();
  for (const airport of airports) {
    if (!airport.city_code) continue;
    byCode.set(airport.city_code, [...(byCode.get(airport.city_code) ?? []), airport]);
  }
  return [...byCode.entries()]
    .filter(([, members]) => members.length > 1)
    .map(([code, members]) => {
      const [main] = members as [Airport, ...Airport[]];
      return {
        ...main,
        id: code,
        iata_code: code,
        icao_code: '',
        name: 'All airports',
        city_code: code,
        airports: members.map((airport) => airport.iata_code),
      };
    });
};

export const CITIES: readonly City[] = Object.freeze(citiesOf(AIRPORTS));

/** A city searched as a whole rather than one airport. */
export const isCity = (place: Airport): place is City => 'airports' in place;
