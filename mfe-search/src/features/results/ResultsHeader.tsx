import { memo, useState } from 'react';
import {
  Box,
  Button,
  Paper,
  RefreshIcon,
  SearchIcon,
  Stack,
  Typography,
  formatPrice,
  type AlertRequestInput,
} from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';
import { PriceAlertButton } from '../price-alert';
import { paramsFromCriteria, type SearchCriteria } from '../search-params';
import { ModifySearchForm, MODIFY_SEARCH_ID } from './ModifySearchForm';
import {
  CABIN_LABELS,
  MULTI_CITY_LABEL,
  TRIP_TYPE_LABELS,
  dateSummary,
  passengerSummary,
  type ShownPrice,
} from './resultsLabels';
import { StickyTripSummary } from './StickyTripSummary';

interface ResultsHeaderProps {
  criteria: SearchCriteria;
  route: string;
  /** The cheapest offer found so far, for the 'from' price. */
  cheapest?: ShownPrice;
  /** The search and filters a price alert set here watches, and the currency of its prices. */
  alert: { search: AlertRequestInput['search']; currency?: string };
  onRefresh: () => void;
}

/**
 * What was searched (trip type, cabin, route, dates, travellers) and the ways to change it:
 * 'Modify Search' opens the search form here, filled in with this search; a new search closes it.
 */
export const ResultsHeader = memo(function ResultsHeader({
  criteria,
  route,
  cheapest,
  alert,
  onRefresh,
}: ResultsHeaderProps) {
  const [editing, setEditing] = useState(false);
  const searched = paramsFromCriteria(criteria).toString();
  const [editedSearch, setEditedSearch] = useState(searched);
  if (editedSearch !== searched) {
    setEditedSearch(searched);
    setEditing(false);
  }
  const modifyFromSummary = () => {
    setEditing(true);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <StickyTripSummary criteria={criteria} cheapest={cheapest} onModify={modifyFromSummary} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="results-header">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1}>
              <Tag
                label={criteria.flights ? MULTI_CITY_LABEL : TRIP_TYPE_LABELS[criteria.tripType]}
                size="small"
                color="primary"
                data-testid="trip-type-badge"
              />
              <Tag
                label={CABIN_LABELS[criteria.cabinClass]}
                size="small"
                variant="outlined"
                data-testid="cabin-badge"
              />
            </Stack>
            {/* Two lines held on a phone: the codes it opens with ('LHR → JFK') become city names once
                the offers are in, and that second line would push the results down. */}
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, minHeight: { xs: '2.668em', sm: 0 } }}>
              {route}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <span data-testid="search-dates">{dateSummary(criteria)}</span> ·{' '}
              <span data-testid="search-passengers">{passengerSummary(criteria)}</span>
              {cheapest && (
                <Box component="span" data-testid="cheapest-price">
                  {' · from '}
                  <strong>{formatPrice(cheapest.total_amount, cheapest.total_currency)}</strong>
                </Box>
              )}
            </Typography>
          </Stack>
          <Stack
            direction="row"
            sx={{ flexShrink: 0, flexWrap: 'wrap', gap: 1, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
          >
            <Button
              variant={editing ? 'contained' : 'outlined'}
              onClick={() => setEditing(!editing)}
              aria-expanded={editing}
              aria-controls={editing ? MODIFY_SEARCH_ID : undefined}
              startIcon={<SearchIcon />}
            >
              Modify Search
            </Button>
            <Button variant="text" onClick={onRefresh} startIcon={<RefreshIcon />}>
              Refresh Results
            </Button>
            {!criteria.flights && <PriceAlertButton search={alert.search} currency={alert.currency} route={route} />}
          </Stack>
        </Stack>
        {editing && <ModifySearchForm criteria={criteria} />}
      </Paper>
    </>
  );
});
