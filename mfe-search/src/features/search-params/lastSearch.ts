import { createLogger } from '@portal/platform';
import { criteriaFromParams, paramsFromCriteria, type SearchCriteria } from './searchParams';

const log = createLogger('mfe-search');
export const LAST_SEARCH_KEY = 'lastSearchParams';

/** Remembers the last search (traveller-journey.md §3 "Stored locally"); storage failures are ignored. */
export const saveLastSearch = (criteria: SearchCriteria): void => {
  try {
    window.localStorage.setItem(LAST_SEARCH_KEY, paramsFromCriteria(criteria).toString());
  } catch (error) {
    log.warn('could not remember the last search', error);
  }
};

export const loadLastSearch = (): SearchCriteria | null => {
  try {
    const saved = window.localStorage.getItem(LAST_SEARCH_KEY);
    return saved ? criteriaFromParams(new URLSearchParams(saved)) : null;
  } catch {
    return null;
  }
};
