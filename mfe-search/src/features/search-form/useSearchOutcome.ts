import { useState } from 'react';
import { createLogger, errorMessage, useNavigate, useToast } from '@portal/platform';
import { paramsFromCriteria, saveLastSearch, type SearchCriteria } from '../search-params';

const log = createLogger('mfe-search');

type SearchError = Parameters<typeof errorMessage>[0];

/**
 * What a search form does with its first page's answer: on success it keeps the search and goes
 * to /search (the results page finds that page in the cache); a 400 is the gateway's verdict on
 * the input and is shown under the form; anything else is a toast.
 */
export const useSearchOutcome = (what: string) => {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);

  const settle = (criteria: SearchCriteria, result: { isError: boolean; error?: SearchError }) => {
    if (!result.isError) {
      saveLastSearch(criteria);
      navigate(`/search?${paramsFromCriteria(criteria)}`);
      return;
    }
    if (result.error && 'status' in result.error && result.error.status === 400) {
      setServerError(errorMessage(result.error, 'Search failed'));
      return;
    }
    log.warn(`${what} failed`, result.error);
    toast({ title: 'Search failed', description: 'Please try again later.', variant: 'destructive' });
  };

  return { serverError, clearServerError: () => setServerError(null), settle };
};
