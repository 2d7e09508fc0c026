import { createLogger } from '@portal/platform';
import { readLastSearchQuery, writeLastSearchQuery } from '@portal/platform/links';
import { criteriaFromParams, paramsFromCriteria, type SearchCriteria } from './searchParams';

const log = createLogger('mfe-search');
export { LAST_SEARCH_KEY } from '@portal/platform/links';

/** Remembers the last search in this browser, so later pages can lead back to it; storage failures are ignored. */
export const saveLastSearch = (criteria: SearchCriteria): void => {
  try {
    writeLastSearchQuery(paramsFromCriteria(criteria).toString());
  } catch (error) {
    log.warn('could not remember the last search', error);
  }
};

export const loadLastSearch = (): SearchCriteria | null => {
  const saved = readLastSearchQuery();
  return saved ? criteriaFromParams(new URLSearchParams(saved)) : null;
};
