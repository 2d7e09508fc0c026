import { useCallback, useEffect, useMemo } from 'react';
import { SEARCH_LIMITS, useSearchFlightsQuery } from '@portal/platform';
import { saveLastSearch } from '../search-params/lastSearch';
import { requestFromCriteria, type SearchCriteria } from '../search-params/searchParams';
import { displayableOffers } from './displayableOffers';
import { useLoadMore } from './useLoadMore';

/** The first page (the home form prefetches the same key) and any load-more pages, as one list. */
export const useSearchResults = (criteria: SearchCriteria, search: string) => {
  const first = useSearchFlightsQuery(requestFromCriteria(criteria, 1, 30), { refetchOnMountOrArgChange: 300 });
  const more = useLoadMore(criteria, search);
  const { backToFirstPage } = more;
  const { refetch } = first;

  useEffect(() => saveLastSearch(criteria), [criteria]);

  const loaded = more.active ? more.offers : first.currentData?.offers;
  const offers = useMemo(() => (loaded ? displayableOffers(loaded) : undefined), [loaded]);

  const refresh = useCallback(() => {
    backToFirstPage();
    void refetch();
  }, [backToFirstPage, refetch]);

  return {
    /** Undefined until there is something to show. */
    offers,
    /** How many offers are loaded, shown or not: what load-more counts from. */
    loadedOffers: loaded ?? [],
    /** Earlier results (another search's) to show faded while the first page loads. */
    earlyOffers: first.data?.offers.slice(0, 3) ?? [],
    totalCount: more.active ? more.totalCount : (first.currentData?.total_count ?? 0),
    isFetching: first.isFetching || more.isFetching,
    error: first.error ?? more.error,
    canGoBackToFirstPage: (loaded?.length ?? 0) > SEARCH_LIMITS.firstPage,
    loadMore: more.loadMore,
    backToFirstPage,
    refresh,
  };
};
