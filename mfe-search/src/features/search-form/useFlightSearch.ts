import { useState } from 'react';
import { createLogger, errorMessage, useLazySearchFlightsQuery, useNavigate, useToast } from '@portal/platform';
import { saveLastSearch } from '../search-params';
import { paramsFromCriteria, requestFromCriteria, type SearchCriteria } from '../search-params';

const log = createLogger('mfe-search');

/**
 * Runs the first-page search the results page will ask for (same arguments, so it finds it in
 * the cache), then goes to /search. A 400 is the gateway's verdict on the input and is shown
 * under the form; anything else is a toast.
 */
export const useFlightSearch = () => {
  const [trigger, { isFetching }] = useLazySearchFlightsQuery();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);

  const search = async (criteria: SearchCriteria) => {
    setServerError(null);
    const result = await trigger(requestFromCriteria(criteria, 1, 30));
    if (!result.isError) {
      saveLastSearch(criteria);
      navigate(`/search?${paramsFromCriteria(criteria)}`);
      return;
    }
    if ('status' in result.error && result.error.status === 400) {
      setServerError(errorMessage(result.error, 'Search failed'));
      return;
    }
    log.warn('flight search failed', result.error);
    toast({ title: 'Search failed', description: 'Please try again later.', variant: 'destructive' });
  };

  return { search, isSearching: isFetching, serverError };
};
