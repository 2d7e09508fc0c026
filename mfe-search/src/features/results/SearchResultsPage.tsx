import { useMemo } from 'react';
import { usePriceFormatAhead, useSearchParams } from '@portal/platform';
import { criteriaFromParams, paramsFromCriteria } from '../search-params';
import { SearchPrompt } from './SearchPrompt';
import { SearchResults } from './SearchResults';

/**
 * /search: the criteria come from the address (both readings of the counts, and from_ values).
 * SearchResults stays mounted from one search to the next, so the last results can show
 * faded while the new ones load.
 */
export const SearchResultsPage = () => {
  const [searchParams] = useSearchParams();
  usePriceFormatAhead();
  // The criteria written back as a query string: stable while only showMore/previousCount change.
  const search = paramsFromCriteria(criteriaFromParams(searchParams)).toString();
  const criteria = useMemo(() => criteriaFromParams(new URLSearchParams(search)), [search]);

  if (!criteria.origin || !criteria.destination || !criteria.departureDate) return <SearchPrompt />;
  return <SearchResults criteria={criteria} search={search} />;
};
