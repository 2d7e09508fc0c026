import { useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import {
  SEARCH_LIMITS,
  useSearchFlightsQuery,
  type FareGroup,
  type SearchResponse,
  type SearchView,
} from '@portal/platform';
import { NO_MULTI_CITY_SEARCH, saveLastSearch, useSearchMultiCityFlightsQuery } from '../search-params';
import { multiCityRequestFromCriteria, requestFromCriteria, type SearchCriteria } from '../search-params';
import { displayableOffers } from './displayableOffers';
import { useLoadMore } from './useLoadMore';

const NO_FARE_GROUPS: FareGroup[] = [];

/** How soon a search the provider is still listing is asked again for the rest of its offers. */
export const STILL_LISTING_RETRY_MS = 1500;

/**
 * The first page of the search in the traveller's filters and order (with no filter and the
 * default order, the key the home form prefetched) and any load-more pages, as one list.
 * `resultsKey` is the criteria and the view as a query string.
 */
export const useSearchResults = (criteria: SearchCriteria, view: SearchView, resultsKey: string, search: string) => {
  // A multi-city trip is asked for by its own endpoint (a POST carrying its flights); the other stays idle.
  const multiCity = multiCityRequestFromCriteria(criteria, 1, SEARCH_LIMITS.firstPage);
  const oneWayOrReturn = useSearchFlightsQuery(
    { ...requestFromCriteria(criteria, 1, SEARCH_LIMITS.firstPage), ...view },
    { refetchOnMountOrArgChange: 300, skip: multiCity !== null },
  );
  const multiCityFirst = useSearchMultiCityFlightsQuery(multiCity ? { ...multiCity, ...view } : NO_MULTI_CITY_SEARCH, {
    refetchOnMountOrArgChange: 300,
    skip: multiCity === null,
  });
  const first = multiCity ? multiCityFirst : oneWayOrReturn;
  // The store tells its readers synchronously, so a new answer would render the whole page of
  // results in one long task; deferred, React renders it in slices and the page stays responsive.
  const answer = useDeferredValue(first.currentData);
  const lastAnswer = useDeferredValue(first.data);
  const more = useLoadMore(criteria, view, resultsKey);
  const { backToFirstPage } = more;
  const { refetch } = first;

  useEffect(() => saveLastSearch(criteria), [criteria]);

  // A new search answers with its cheapest offers while the provider lists the rest: ask again
  // until the answer says it holds them all (each answer, still partial, schedules the next ask).
  const stillListing = answer?.complete === false;
  useEffect(() => {
    if (!stillListing) return undefined;
    const timer = setTimeout(() => void refetch(), STILL_LISTING_RETRY_MS);
    return () => clearTimeout(timer);
  }, [stillListing, answer, refetch]);

  // While a changed filter is asked for, the last answer of the same search stays on screen.
  const shown = useRef<{ search: string; data: SearchResponse } | null>(null);
  if (answer) shown.current = { search, data: answer };
  const firstData = answer ?? (shown.current?.search === search ? shown.current.data : undefined);

  const loaded = more.active ? more.offers : firstData?.offers;
  const offers = useMemo(() => (loaded ? displayableOffers(loaded) : undefined), [loaded]);
  const fareGroups = more.active ? more.fareGroups : (firstData?.fare_groups ?? NO_FARE_GROUPS);

  const refresh = useCallback(() => {
    backToFirstPage();
    void refetch();
  }, [backToFirstPage, refetch]);

  return {
    /** Undefined until there is something to show. */
    offers,
    fareGroups,
    facets: (more.active ? more.facets : undefined) ?? firstData?.facets,
    /** How many cards are loaded, shown or not: what load-more counts from. */
    loadedOffers: loaded ?? [],
    /** Earlier results (another search's) to show faded while the first page loads. */
    earlyOffers: lastAnswer?.offers.slice(0, 3) ?? [],
    /** Cards after the filters. */
    totalCount: more.active ? more.totalCount : (firstData?.total_count ?? 0),
    /** Asking, or still rendering what came: the page shows cards of an older answer until then. */
    isFetching: first.isFetching || more.isFetching || answer !== first.currentData,
    /** The provider is still listing dearer offers: the counts and filters may grow. */
    stillListing,
    error: first.error ?? more.error,
    canGoBackToFirstPage: (loaded?.length ?? 0) > SEARCH_LIMITS.firstPage,
    loadMore: more.loadMore,
    backToFirstPage,
    refresh,
  };
};
