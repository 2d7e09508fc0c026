import { useMemo, useState } from 'react';
import { Box, Container, Grid, useSearchParams } from '@portal/platform';
import { ProgressBar } from '@portal/platform/plain-controls';
import {
  DEFAULT_FILTERS,
  FiltersPanel,
  FiltersPlaceholder,
  paramsWithView,
  searchViewOf,
  viewFromParams,
  type FilterState,
  type ResultsView,
} from '../filters';
import { FlexibleDates } from '../flexible-dates';
import { alertSearchOf } from '../price-alert';
import type { SearchCriteria } from '../search-params';
import { ResultsBody } from './ResultsBody';
import { ResultsHeader } from './ResultsHeader';
import { cheapestOf, routeLabel } from './resultsLabels';
import { LOADED_PARAM } from './useLoadMore';
import { useSearchResults } from './useSearchResults';
import { useStableCallback } from './useStableCallback';

interface SearchResultsProps {
  criteria: SearchCriteria;
  /** The criteria as a /search query string. */
  search: string;
}

/**
 * The results of one search: header, progress, filters, sort and the flight cards. Filters,
 * order and the per-person toggle live in the address (Back and reload restore them) and are
 * sent to the gateway, which answers over every offer of the search.
 */
export const SearchResults = ({ criteria, search }: SearchResultsProps) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const addressView = paramsWithView(new URLSearchParams(), viewFromParams(searchParams)).toString();
  // Shown at once on a change (the router applies the address in a transition, a moment later);
  // the address wins whenever it changes on its own (Back, a link).
  const [shown, setShown] = useState(() => ({ address: addressView, view: viewFromParams(searchParams) }));
  if (shown.address !== addressView)
    setShown({ address: addressView, view: viewFromParams(new URLSearchParams(addressView)) });
  const { view } = shown;
  const requestView = useMemo(() => searchViewOf(view), [view]);
  const viewQuery = paramsWithView(new URLSearchParams(), { ...view, perPerson: false }).toString();
  const resultsKey = viewQuery ? `${search}&${viewQuery}` : search;
  const results = useSearchResults(criteria, requestView, resultsKey, search);
  const { offers, facets } = results;

  // A new filter or order starts again from the first page; the per-person toggle does not. The
  // handlers keep their identity, so the memoized parts are not drawn again on each store notice.
  const showView = useStableCallback((next: ResultsView) => {
    setShown((current) => ({ ...current, view: next }));
    setSearchParams(
      (current) => {
        const params = paramsWithView(current, next);
        if (next.sort !== view.sort || next.filters !== view.filters) params.delete(LOADED_PARAM);
        return params;
      },
      { replace: true },
    );
  });
  const setFilters = useStableCallback((filters: FilterState) => showView({ ...view, filters }));
  const clearFilters = useStableCallback(() => setFilters(DEFAULT_FILTERS));
  const low = facets?.price.min ?? 0;
  const high = facets?.price.max ?? 0;
  const bounds = useMemo<[number, number]>(() => [low, high], [low, high]);
  const cheapest = useMemo(() => cheapestOf(facets, offers), [facets, offers]);
  const alertCurrency = facets?.currency ?? offers?.[0]?.total_currency;
  const alert = useMemo(
    () => ({ search: alertSearchOf(criteria, requestView), currency: alertCurrency }),
    [criteria, requestView, alertCurrency],
  );
  const searched = !results.error && offers !== undefined && (facets?.unfiltered_count ?? offers.length) > 0;
  // Until the first answer, the filters' place is held: the list does not move when they come.
  const firstAnswerPending = !results.error && offers === undefined;
  const withFilters = searched || firstAnswerPending;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }} data-testid="page-results">
      <ResultsHeader
        criteria={criteria}
        route={routeLabel(criteria, offers?.[0])}
        cheapest={cheapest}
        alert={alert}
        onRefresh={results.refresh}
      />
      <Box sx={{ height: 4, my: 2 }}>{results.isFetching && <ProgressBar label="Searching flights" />}</Box>
      {/* Flexible dates and price alerts are of one-way and return searches (the gateway's). */}
      {!results.error && !criteria.flights && <FlexibleDates criteria={criteria} ready={offers !== undefined} />}
      <Grid container spacing={3}>
        {withFilters && (
          <Grid size={{ xs: 12, md: 3 }}>
            {searched ? (
              <FiltersPanel
                filters={view.filters}
                bounds={bounds}
                facets={facets}
                currency={facets?.currency ?? offers[0]?.total_currency}
                onChange={setFilters}
              />
            ) : (
              <FiltersPlaceholder />
            )}
          </Grid>
        )}
        <Grid size={{ xs: 12, md: withFilters ? 9 : 12 }}>
          <ResultsBody
            results={results}
            criteria={criteria}
            view={view}
            onView={showView}
            onClearFilters={clearFilters}
          />
        </Grid>
      </Grid>
    </Container>
  );
};
