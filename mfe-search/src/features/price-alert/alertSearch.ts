import type { AlertRequestInput, SearchView } from '@portal/platform';
import { requestFromCriteria, type SearchCriteria } from '../search-params';

/** The search an alert watches: the results page's search and filters, without page, size or order. */
export const alertSearchOf = (criteria: SearchCriteria, view: SearchView): AlertRequestInput['search'] => {
  const { page: _page, limit: _limit, ...search } = requestFromCriteria(criteria);
  const { sort: _sort, ...filters } = view;
  return { ...search, ...filters };
};
