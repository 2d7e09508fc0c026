import { useState } from 'react';
import { createLogger, errorMessage, useNavigate, useToast } from '@portal/platform';
import {
  multiCityRequestFromCriteria,
  paramsFromCriteria,
  saveLastSearch,
  useLazySearchMultiCityFlightsQuery,
  type SearchCriteria,
} from '../search-params';

const log = createLogger('mfe-search');

/**
 * Runs the multi-city search's first page (the results page finds it in the cache), then goes
 * to /search. A 400 is the gateway's verdict on the flights and is shown under the form.
 */
export const useMultiCitySearch = () => {
  const [trigger, { isFetching }] = useLazySearchMultiCityFlightsQuery();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);

  const search = async (criteria: SearchCriteria) => {
    const request = multiCityRequestFromCriteria(criteria, 1, 30);
    if (!request) return;
    setServerError(null);
    const result = await trigger(request);
    if (!result.isError) {
      saveLastSearch(criteria);
      navigate(`/search?${paramsFromCriteria(criteria)}`);
      return;
    }
    if ('status' in result.error && result.error.status === 400) {
      setServerError(errorMessage(result.error, 'Search failed'));
      return;
    }
    log.warn('multi-city search failed', result.error);
    toast({ title: 'Search failed', description: 'Please try again later.', variant: 'destructive' });
  };

  return { search, isSearching: isFetching, serverError };
};
