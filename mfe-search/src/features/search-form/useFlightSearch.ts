import { useLazySearchFlightsQuery } from '@portal/platform';
import { requestFromCriteria, type SearchCriteria } from '../search-params';
import { useSearchOutcome } from './useSearchOutcome';

/**
 * Runs the first-page search the results page will ask for (same arguments, so it finds it in
 * the cache), then goes to /search (or says why not).
 */
export const useFlightSearch = () => {
  const [trigger, { isFetching }] = useLazySearchFlightsQuery();
  const { serverError, clearServerError, settle } = useSearchOutcome('flight search');

  const search = async (criteria: SearchCriteria) => {
    clearServerError();
    settle(criteria, await trigger(requestFromCriteria(criteria, 1, 30)));
  };

  return { search, isSearching: isFetching, serverError };
};
