import {
  multiCityRequestFromCriteria,
  useLazySearchMultiCityFlightsQuery,
  type SearchCriteria,
} from '../search-params';
import { useSearchOutcome } from './useSearchOutcome';

/** Runs the multi-city search's first page by POST, then goes to /search (or says why not). */
export const useMultiCitySearch = () => {
  const [trigger, { isFetching }] = useLazySearchMultiCityFlightsQuery();
  const { serverError, clearServerError, settle } = useSearchOutcome('multi-city search');

  const search = async (criteria: SearchCriteria) => {
    const request = multiCityRequestFromCriteria(criteria, 1, 30);
    if (!request) return;
    clearServerError();
    settle(criteria, await trigger(request));
  };

  return { search, isSearching: isFetching, serverError };
};
