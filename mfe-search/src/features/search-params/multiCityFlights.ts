/** One flight of a multi-city trip, as the address and the gateway carry it. */
export interface MultiCityFlight {
  origin: string;
  destination: string;
  departureDate: string;
}

/** A multi-city trip has 2 to 5 flights (the gateway's contract, multiCitySearch.ts). */
export const MULTI_CITY_FLIGHTS = { min: 2, max: 5 } as const;

/** The address's trip type of a multi-city search, beside 'one-way' and 'round-trip'. */
export const MULTI_CITY_TRIP_TYPE = 'multi-city';

const FLIGHT = /^([A-Z]{3})-([A-Z]{3})-(\d{4}-\d{2}-\d{2})$/;

/** 'JFK-LHR-2026-12-01,LHR-CDG-2026-12-05': the flights in one readable address parameter. */
export const flightsParam = (flights: MultiCityFlight[]): string =>
  flights.map((flight) => `${flight.origin}-${flight.destination}-${flight.departureDate}`).join(',');

/** The flights of the address's parameter; undefined unless every flight reads and there are 2 to 5. */
export const flightsFromParam = (raw: string): MultiCityFlight[] | undefined => {
  const flights = raw
    .split(',')
    .map((part) => FLIGHT.exec(part.trim().toUpperCase()))
    .map(
      (match) =>
        match && { origin: match[1] as string, destination: match[2] as string, departureDate: match[3] as string },
    );
  if (flights.length < MULTI_CITY_FLIGHTS.min || flights.length > MULTI_CITY_FLIGHTS.max) return undefined;
  return flights.every((flight) => flight !== null) ? (flights as MultiCityFlight[]) : undefined;
};
