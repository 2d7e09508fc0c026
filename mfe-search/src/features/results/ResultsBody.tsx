import { useCallback } from 'react';
import { Stack, Typography, errorMessage } from '@portal/platform';
import { CheckField } from '@portal/platform/plain-controls';
import type { ResultsView } from '../filters';
import type { SearchCriteria } from '../search-params';
import { travellerCount } from './fareLabels';
import { LoadMoreBar } from './LoadMoreBar';
import { NoFlightsFound } from './NoFlightsFound';
import { NoMatchingFlights } from './NoMatchingFlights';
import { OfferList } from './OfferList';
import { ResultsError } from './ResultsError';
import { ResultsLoading } from './ResultsLoading';
import { SortSelect } from './SortSelect';
import { SortTabs } from './SortTabs';
import type { useSearchResults } from './useSearchResults';

interface ResultsBodyProps {
  results: ReturnType<typeof useSearchResults>;
  criteria: SearchCriteria;
  view: ResultsView;
  onView: (view: ResultsView) => void;
  onClearFilters: () => void;
}

export const STILL_LISTING_MESSAGE = 'Still searching for more flights…';

const flights = (count: number) => `${count} ${count === 1 ? 'flight' : 'flights'}`;

/**
 * The results' views in order of precedence: error, loading, no flights, results (or no match). The
 * counts are the gateway's, over every offer of the search: cards after the filters of all cards.
 */
export const ResultsBody = ({ results, criteria, view, onView, onClearFilters }: ResultsBodyProps) => {
  const { offers, error, facets } = results;
  const sort = useCallback((next: ResultsView['sort']) => onView({ ...view, sort: next }), [onView, view]);
  if (error) return <ResultsError message={errorMessage(error, 'An unknown error occurred')} />;
  if (!offers) return <ResultsLoading earlyOffers={results.earlyOffers} criteria={criteria} />;
  const all = facets?.unfiltered_count ?? offers.length;
  if (all === 0) return <NoFlightsFound />;
  const matching = results.totalCount;

  return (
    <Stack spacing={2}>
      <SortTabs
        value={view.sort}
        onChange={sort}
        leads={facets?.sorts}
        currency={facets?.currency ?? 'USD'}
        perPerson={view.perPerson}
        travellers={travellerCount(criteria)}
      />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status" data-testid="results-count">
          {matching === all ? flights(all) : `${matching} of ${flights(all)}`}
        </Typography>
        {results.stillListing && (
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary' }}
            role="status"
            data-testid="results-still-listing"
          >
            {STILL_LISTING_MESSAGE}
          </Typography>
        )}
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <CheckField
            kind="switch"
            label="Price per person"
            checked={view.perPerson}
            onChange={(perPerson) => onView({ ...view, perPerson })}
            sx={{ ml: 0 }}
          />
          <SortSelect value={view.sort} onChange={sort} />
        </Stack>
      </Stack>
      {matching === 0 ? (
        <NoMatchingFlights onClearFilters={onClearFilters} />
      ) : (
        <OfferList offers={offers} fareGroups={results.fareGroups} criteria={criteria} perPerson={view.perPerson} />
      )}
      <LoadMoreBar
        loaded={results.loadedOffers.length}
        total={results.totalCount}
        showBackToFirstPage={results.canGoBackToFirstPage}
        busy={results.isFetching}
        onLoadMore={() => results.loadMore(results.loadedOffers, results.fareGroups, results.totalCount)}
        onBackToFirstPage={() => {
          results.backToFirstPage();
          window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
};
