import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  SEARCH_LIMITS,
  useLazySearchFlightsPageQuery,
  useSearchParams,
  type FareGroup,
  type FlightOffer,
  type SearchView,
} from '@portal/platform';
import {
  multiCityRequestFromCriteria,
  requestFromCriteria,
  useLazySearchMultiCityFlightsQuery,
  type SearchCriteria,
} from '../search-params';
import {
  clearPreviousResults,
  loadMorePage,
  mergeCards,
  readPreviousResults,
  storePreviousResults,
  type PreviousResults,
} from './previousResults';

/** How many cards were loaded before the last load-more: kept in the address so a reload loads them again. */
export const LOADED_PARAM = 'loaded';

const withoutParams = (current: URLSearchParams, names: string[], set: Record<string, string> = {}) => {
  const next = new URLSearchParams(current);
  for (const name of names) next.delete(name);
  for (const [name, value] of Object.entries(set)) next.set(name, value);
  return next;
};

const noPreviousResults = (search: string): PreviousResults => ({ search, offers: [], fareGroups: [], totalCount: 0 });

/**
 * Load-more of the results. A click stores the loaded cards ('previousResults')
 * and puts showMore=true&previousCount=N in the address (replacing the entry, so Back still
 * leaves the results); reading those removes them (leaving loaded=N), asks for page
 * floor(N/100)+1 of 100 in the same filters and order, and merges it with what was stored.
 * A reload with loaded=N does the same from storage (or, when storage kept nothing, asks for
 * the first (floor(N/100)+1)*100 at once: the same cards). `resultsKey` is the criteria and the view as a query string, which the
 * stored cards must answer.
 */
export const useLoadMore = (criteria: SearchCriteria, view: SearchView, resultsKey: string) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const [triggerPage, onePage] = useLazySearchFlightsPageQuery();
  const [triggerMultiCity, multiCityPage] = useLazySearchMultiCityFlightsQuery();
  const page = criteria.flights ? multiCityPage : onePage;
  // A page of the search in the view: a multi-city trip's by POST (its flights do not fit a query string).
  const trigger = useCallback(
    (pageNumber: number, limit: number, pageView: SearchView) => {
      const multiCity = multiCityRequestFromCriteria(criteria, pageNumber, limit);
      if (multiCity) void triggerMultiCity({ ...multiCity, ...pageView });
      else void triggerPage({ ...requestFromCriteria(criteria, pageNumber, limit), ...pageView });
    },
    [criteria, triggerMultiCity, triggerPage],
  );
  const [previous, setPrevious] = useState<PreviousResults | null>(null);
  // What this page stored, in case storage refused it (1,000 offers can outgrow the quota).
  const pending = useRef<PreviousResults | null>(null);
  const showMore = searchParams.get('showMore') === 'true';
  const previousCount = Number(searchParams.get('previousCount')) || 0;
  const loadedBefore = Number(searchParams.get(LOADED_PARAM)) || 0;
  // The results this page has already loaded more of (or gone back to the first page of): a reload is the only restore.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!showMore) return;
    handled.current = resultsKey;
    const held = pending.current?.search === resultsKey ? pending.current : null;
    void (held ? Promise.resolve(held) : readPreviousResults(resultsKey)).then((stored) => {
      setPrevious(stored ?? noPreviousResults(resultsKey));
      // The real passenger counts: the spec's variant that asks with children and infants set
      // to 0 would price a different party from the one on the first page.
      trigger(loadMorePage(previousCount), SEARCH_LIMITS.loadMore, view);
    });
    setSearchParams(
      (current) => withoutParams(current, ['showMore', 'previousCount'], { [LOADED_PARAM]: String(previousCount) }),
      { replace: true },
    );
  }, [showMore, previousCount, resultsKey, view, trigger, setSearchParams]);

  useEffect(() => {
    if (showMore || loadedBefore <= 0 || handled.current === resultsKey) return;
    handled.current = resultsKey;
    void readPreviousResults(resultsKey).then((stored) => {
      setPrevious(stored ?? noPreviousResults(resultsKey));
      if (stored) trigger(loadMorePage(loadedBefore), SEARCH_LIMITS.loadMore, view);
      // Without the stored cards, the same cards at once: every page up to the one load-more asked for.
      else trigger(1, Math.min(SEARCH_LIMITS.maxLimit, loadMorePage(loadedBefore) * SEARCH_LIMITS.loadMore), view);
    });
  }, [showMore, loadedBefore, resultsKey, view, trigger]);

  const loadMore = useCallback(
    (offers: FlightOffer[], fareGroups: FareGroup[], totalCount: number) => {
      pending.current = { search: resultsKey, offers, fareGroups, totalCount };
      storePreviousResults(pending.current);
      setSearchParams(
        (current) => withoutParams(current, [], { showMore: 'true', previousCount: String(offers.length) }),
        { replace: true },
      );
    },
    [resultsKey, setSearchParams],
  );

  const backToFirstPage = useCallback(() => {
    handled.current = resultsKey;
    pending.current = null;
    clearPreviousResults();
    setPrevious(null);
    setSearchParams((current) => withoutParams(current, [LOADED_PARAM]), { replace: true });
  }, [resultsKey, setSearchParams]);

  // Stored results of another search or view (the address changed) no longer apply.
  const current = previous?.search === resultsKey ? previous : null;
  const pageData = page.currentData;
  const merged = useMemo(
    () => current && mergeCards(current, { offers: pageData?.offers ?? [], fareGroups: pageData?.fare_groups ?? [] }),
    [current, pageData],
  );

  return {
    /** Merged cards once load-more has run; undefined while on the first page. */
    offers: merged && (merged.offers.length > 0 || !page.isFetching) ? merged.offers : undefined,
    fareGroups: merged?.fareGroups ?? [],
    facets: pageData?.facets,
    active: current !== null,
    totalCount: pageData?.total_count ?? current?.totalCount ?? 0,
    isFetching: page.isFetching,
    error: current ? page.error : undefined,
    loadMore,
    backToFirstPage,
  };
};
