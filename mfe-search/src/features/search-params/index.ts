export { LAST_SEARCH_KEY, loadLastSearch, saveLastSearch } from './lastSearch';
export {
  criteriaFromParams,
  isMultiCity,
  multiCityRequestFromCriteria,
  paramsFromCriteria,
  requestFromCriteria,
  type SearchCriteria,
  type TripType,
} from './searchParams';
export {
  flightsFromParam,
  flightsParam,
  MULTI_CITY_FLIGHTS,
  MULTI_CITY_TRIP_TYPE,
  type MultiCityFlight,
} from './multiCityFlights';
export {
  NO_MULTI_CITY_SEARCH,
  useLazySearchMultiCityFlightsQuery,
  useSearchMultiCityFlightsQuery,
} from './multiCitySearchApi';
