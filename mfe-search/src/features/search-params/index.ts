export { LAST_SEARCH_KEY, loadLastSearch, saveLastSearch } from './lastSearch';
export {
  criteriaFromParams,
  paramsFromCriteria,
  requestFromCriteria,
  type SearchCriteria,
  type TripType,
} from './searchParams';
