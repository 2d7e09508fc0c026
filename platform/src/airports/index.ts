export type { Airport, Airline, AirportRow } from './types';
export { AIRPORTS } from './airports';
export { AIRLINES, findAirline } from './airlines';
export { searchAirports, findAirport, greatCircleKm, MIN_QUERY_LENGTH, MAX_RESULTS } from './searchAirports';
