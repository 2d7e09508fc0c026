import { Button, Chip, Paper, RefreshIcon, RouterLink, SearchIcon, Stack, Typography } from '@portal/platform';
import type { SearchCriteria } from '../search-params/searchParams';
import { CABIN_LABELS, TRIP_TYPE_LABELS, dateSummary, passengerSummary } from './resultsLabels';

interface ResultsHeaderProps {
  criteria: SearchCriteria;
  route: string;
  onRefresh: () => void;
}

/** What was searched (trip type, cabin, route, dates, travellers) and the ways to change it. */
export const ResultsHeader = ({ criteria, route, onRefresh }: ResultsHeaderProps) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="results-header">
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1}>
          <Chip label={TRIP_TYPE_LABELS[criteria.tripType]} size="small" color="primary" data-testid="trip-type-badge" />
          <Chip label={CABIN_LABELS[criteria.cabinClass]} size="small" variant="outlined" data-testid="cabin-badge" />
        </Stack>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {route}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <span data-testid="search-dates">{dateSummary(criteria)}</span> · <span data-testid="search-passengers">{passengerSummary(criteria)}</span>
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ flexShrink: 0, flexWrap: 'wrap', gap: 1, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
        <Button variant="outlined" component={RouterLink} to="/" startIcon={<SearchIcon />}>
          Modify Search
        </Button>
        <Button variant="text" onClick={onRefresh} startIcon={<RefreshIcon />}>
          Refresh Results
        </Button>
      </Stack>
    </Stack>
  </Paper>
);
