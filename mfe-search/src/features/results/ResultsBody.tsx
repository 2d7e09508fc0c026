import { Stack, Typography, errorMessage, type FlightOffer } from '@portal/platform';
import type { SortKey } from '../filters/sortOffers';
import type { SearchCriteria } from '../search-params/searchParams';
import { LoadMoreBar } from './LoadMoreBar';
import { NoFlightsFound } from './NoFlightsFound';
import { NoMatchingFlights } from './NoMatchingFlights';
import { OfferList } from './OfferList';
import { ResultsError } from './ResultsError';
import { ResultsLoading } from './ResultsLoading';
import { SortSelect } from './SortSelect';
import type { useSearchResults } from './useSearchResults';

interface ResultsBodyProps {
  results: ReturnType<typeof useSearchResults>;
  /** The offers left by the filters, in the chosen order. */
  visible: FlightOffer[];
  criteria: SearchCriteria;
  sort: SortKey;
  onSort: (sort: SortKey) => void;
  onClearFilters: () => void;
}

const flights = (count: number) => `${count} ${count === 1 ? 'flight' : 'flights'}`;

/** §2's views in order of precedence: error, loading, no flights, results (or no match). */
export const ResultsBody = ({ results, visible, criteria, sort, onSort, onClearFilters }: ResultsBodyProps) => {
  const { offers, error } = results;
  if (error) return <ResultsError message={errorMessage(error, 'An unknown error occurred')} />;
  if (!offers) return <ResultsLoading earlyOffers={results.earlyOffers} criteria={criteria} />;
  if (offers.length === 0) return <NoFlightsFound />;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status" data-testid="results-count">
          {visible.length === offers.length ? flights(offers.length) : `${visible.length} of ${flights(offers.length)}`}
        </Typography>
        <SortSelect value={sort} onChange={onSort} />
      </Stack>
      {visible.length === 0 ? <NoMatchingFlights onClearFilters={onClearFilters} /> : <OfferList offers={visible} criteria={criteria} />}
      <LoadMoreBar
        loaded={results.loadedOffers.length}
        total={results.totalCount}
        showBackToFirstPage={results.canGoBackToFirstPage}
        busy={results.isFetching}
        onLoadMore={() => results.loadMore(results.loadedOffers, results.totalCount)}
        onBackToFirstPage={() => {
          results.backToFirstPage();
          window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
};
