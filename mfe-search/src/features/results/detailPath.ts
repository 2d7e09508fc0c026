import { paramsFromCriteria, type SearchCriteria } from '../search-params/searchParams';

/**
 * /flight/{id} with the search carried along as from_ parameters (from_origin, from_adults...),
 * so the detail page can go back to these results and book for the same party.
 */
export const detailPath = (offerId: string, criteria: SearchCriteria): string => {
  const params = new URLSearchParams();
  for (const [name, value] of paramsFromCriteria(criteria)) params.set(`from_${name}`, value);
  return `/flight/${encodeURIComponent(offerId)}?${params.toString()}`;
};
