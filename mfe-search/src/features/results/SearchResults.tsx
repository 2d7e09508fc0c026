import { useMemo, useState } from 'react';
import { Box, Container, Grid, LinearProgress } from '@portal/platform';
import { filterOffers, priceBounds } from '../filters/filterOffers';
import { FiltersPanel } from '../filters/FiltersPanel';
import { DEFAULT_FILTERS } from '../filters/filterState';
import { sortOffers, type SortKey } from '../filters/sortOffers';
import { FlexibleDates } from '../flexible-dates';
import type { SearchCriteria } from '../search-params/searchParams';
import { ResultsBody } from './ResultsBody';
import { ResultsHeader } from './ResultsHeader';
import { routeLabel } from './resultsLabels';
import { useSearchResults } from './useSearchResults';

interface SearchResultsProps {
  criteria: SearchCriteria;
  /** The criteria as a /search query string: the key of stored load-more results. */
  search: string;
}

/** The results of one search: header, progress, filters, sort and the flight cards. */
export const SearchResults = ({ criteria, search }: SearchResultsProps) => {
  const results = useSearchResults(criteria, search);
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const [sort, setSort] = useState<SortKey>('price-asc');
  // A new search clears the filters (its airlines and prices differ); the order chosen stays.
  const [filteredSearch, setFilteredSearch] = useState(search);
  if (filteredSearch !== search) {
    setFilteredSearch(search);
    setFilters(DEFAULT_FILTERS);
  }
  const { offers } = results;
  const bounds = useMemo(() => priceBounds(offers ?? []), [offers]);
  const visible = useMemo(() => (offers ? sortOffers(filterOffers(offers, filters), sort) : []), [offers, filters, sort]);
  const hasOffers = !results.error && offers !== undefined && offers.length > 0;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }} data-testid="page-results">
      <ResultsHeader criteria={criteria} route={routeLabel(criteria, offers?.[0])} onRefresh={results.refresh} />
      <Box sx={{ height: 4, my: 2 }}>{results.isFetching && <LinearProgress aria-label="Searching flights" />}</Box>
      <FlexibleDates criteria={criteria} ready={offers !== undefined} />
      <Grid container spacing={3}>
        {hasOffers && (
          <Grid size={{ xs: 12, md: 3 }}>
            <FiltersPanel filters={filters} bounds={bounds} currency={offers[0]?.total_currency} onChange={setFilters} />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: hasOffers ? 9 : 12 }}>
          <ResultsBody
            results={results}
            visible={visible}
            criteria={criteria}
            sort={sort}
            onSort={setSort}
            onClearFilters={() => setFilters(DEFAULT_FILTERS)}
          />
        </Grid>
      </Grid>
    </Container>
  );
};
