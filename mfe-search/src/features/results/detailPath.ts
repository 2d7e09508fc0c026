import { paramsFromCriteria, type SearchCriteria } from '../search-params';

const PREFIX = 'from_';

/** The results page's own query while it is the page shown: filters, sort and pages included. */
const shownResultsQuery = (): string | null => (window.location.pathname === '/search' ? window.location.search : null);

/**
 * /flight/{id} with the results' address carried along as from_ parameters (from_origin,
 * from_adults... and whatever else the results page keeps in its address), so 'Back to Search
 * Results' returns to the very same results and the detail page books for the same party.
 */
export const detailPath = (
  offerId: string,
  criteria: SearchCriteria,
  resultsQuery: string | null = shownResultsQuery(),
): string => {
  const results = resultsQuery !== null ? new URLSearchParams(resultsQuery) : paramsFromCriteria(criteria);
  const params = new URLSearchParams();
  for (const [name, value] of results) params.append(name.startsWith(PREFIX) ? name : `${PREFIX}${name}`, value);
  return `/flight/${encodeURIComponent(offerId)}?${params.toString()}`;
};
