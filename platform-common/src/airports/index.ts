export type { Airport, Airline, AirportRow, City } from './types';
export { CITIES, isCity } from './cities';
export { AIRPORTS } from './airports';
export { AIRLINES, findAirline } from './airlines';
export { searchAirports, findAirport, findPlace, greatCircleKm, MIN_QUERY_LENGTH, MAX_RESULTS } from './searchAirports';
