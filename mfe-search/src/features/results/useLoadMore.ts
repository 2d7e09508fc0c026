import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SEARCH_LIMITS, useLazySearchFlightsPageQuery, useSearchParams, type FlightOffer } from '@portal/platform';
import { requestFromCriteria, type SearchCriteria } from '../search-params/searchParams';
import { clearPreviousResults, loadMorePage, mergeOffers, readPreviousResults, storePreviousResults, type PreviousResults } from './previousResults';

/**
 * Load-more of traveller-journey.md §4. A click stores the loaded offers ('previousResults')
 * and puts showMore=true&previousCount=N in the address (replacing the entry, so Back still
 * leaves the results); reading those (on this page, or after
 * a reload) removes them, asks for page floor(N/100)+1 of 100 and merges it with what was stored.
 * `search` is the criteria's /search query string, which the stored offers must answer.
 */
export const useLoadMore = (criteria: SearchCriteria, search: string) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const [trigger, page] = useLazySearchFlightsPageQuery();
  const [previous, setPrevious] = useState<PreviousResults | null>(null);
  // What this page stored, in case storage refused it (1,000 offers can outgrow the quota).
  const pending = useRef<PreviousResults | null>(null);
  const showMore = searchParams.get('showMore') === 'true';
  const previousCount = Number(searchParams.get('previousCount')) || 0;

  useEffect(() => {
    if (!showMore) return;
    const held = pending.current?.search === search ? pending.current : null;
    setPrevious(held ?? readPreviousResults(search) ?? { search, offers: [], totalCount: 0 });
    // The real passenger counts: the spec's variant that asks with children and infants set
    // to 0 would price a different party from the one on the first page.
    void trigger(requestFromCriteria(criteria, loadMorePage(previousCount), SEARCH_LIMITS.loadMore));
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('showMore');
        next.delete('previousCount');
        return next;
      },
      { replace: true },
    );
  }, [showMore, previousCount, search, criteria, trigger, setSearchParams]);

  const loadMore = useCallback(
    (offers: FlightOffer[], totalCount: number) => {
      pending.current = { search, offers, totalCount };
      storePreviousResults(pending.current);
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set('showMore', 'true');
        next.set('previousCount', String(offers.length));
        return next;
      }, { replace: true });
    },
    [search, setSearchParams],
  );

  const backToFirstPage = useCallback(() => {
    pending.current = null;
    clearPreviousResults();
    setPrevious(null);
  }, []);

  // Stored results of another search (the address changed) no longer apply.
  const current = previous?.search === search ? previous : null;
  const pageOffers = page.currentData?.offers;
  const offers = useMemo(() => (current ? mergeOffers(current.offers, pageOffers ?? []) : undefined), [current, pageOffers]);

  return {
    /** Merged offers once load-more has run; undefined while on the first page. */
    offers: offers && (offers.length > 0 || !page.isFetching) ? offers : undefined,
    active: current !== null,
    totalCount: page.currentData?.total_count ?? current?.totalCount ?? 0,
    isFetching: page.isFetching,
    error: current ? page.error : undefined,
    loadMore,
    backToFirstPage,
  };
};
