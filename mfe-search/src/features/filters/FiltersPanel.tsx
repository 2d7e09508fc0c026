import { memo, useId, useState } from 'react';
import {
  Box,
  Button,
  Divider,
  FilterListIcon,
  Paper,
  Stack,
  useMediaQuery,
  type SearchFacets,
  type Theme,
} from '@portal/platform';
import { CheckField } from '@portal/platform/plain-controls';
import { activeFilterCount } from './activeFilters';
import { CheckboxGroupFilter } from './CheckboxGroupFilter';
import { DurationFilter } from './DurationFilter';
import { airlineOptions, FacetLabel, withFacets } from './facetOptions';
import { DEFAULT_FILTERS, STOPS_OPTIONS, TIME_BUCKETS, type FilterState } from './filterState';
import { PriceRangeFilter } from './PriceRangeFilter';
import { TimeBucketLabel } from './TimeBucketLabel';

interface FiltersPanelProps {
  filters: FilterState;
  /** Lowest and highest total over every offer of the search. */
  bounds: [number, number];
  /** The gateway's counts and lowest prices per option; absent until the first answer. */
  facets?: SearchFacets;
  currency?: string;
  onChange: (filters: FilterState) => void;
}

const TIME_OPTIONS = TIME_BUCKETS.map((bucket) => ({
  value: bucket.value,
  label: <TimeBucketLabel label={bucket.label} range={bucket.range} />,
}));

/** The filter icon with how many filters are on, when any are (the button says it in words). */
const FilterCountIcon = ({ count }: { count: number }) => (
  <Box component="span" data-testid="active-filter-count" sx={{ position: 'relative', display: 'inline-flex' }}>
    <FilterListIcon />
    {count > 0 && (
      <Box
        component="span"
        aria-hidden
        sx={{
          position: 'absolute',
          top: -8,
          right: -10,
          minWidth: 20,
          height: 20,
          px: 0.75,
          borderRadius: 10,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: 12,
          fontWeight: 500,
          lineHeight: '20px',
          textAlign: 'center',
        }}
      >
        {count}
      </Box>
    )}
  </Box>
);

/** The collapsible filters of the results, each option with its count and lowest price; the parent hears every change. */
export const FiltersPanel = memo(function FiltersPanel({
  filters,
  bounds,
  facets,
  currency = 'USD',
  onChange,
}: FiltersPanelProps) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(wide);
  const panelId = useId();
  const count = activeFilterCount(filters, bounds);
  const update = <K extends keyof FilterState>(key: K, value: FilterState[K]) => onChange({ ...filters, [key]: value });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="filters-panel">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Button
          onClick={() => setOpen((current) => !current)}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={count > 0 ? `Filters, ${count} on` : undefined}
          startIcon={<FilterCountIcon count={count} />}
        >
          Filters
        </Button>
        <Button size="small" onClick={() => onChange(DEFAULT_FILTERS)}>
          Reset
        </Button>
      </Stack>
      <Box id={panelId}>
        {open && (
          <Stack spacing={2} divider={<Divider flexItem />} sx={{ pt: 2 }}>
            <PriceRangeFilter
              value={filters.priceRange}
              bounds={bounds}
              currency={currency}
              onChange={(range) => update('priceRange', range)}
            />
            <CheckboxGroupFilter
              legend="Airlines"
              options={withFacets(
                airlineOptions(facets?.airlines, filters.airlines),
                facets?.airlines,
                filters.airlines,
                currency,
              )}
              selected={filters.airlines}
              onChange={(airlines) => update('airlines', airlines)}
              listSx={{ maxHeight: '12rem', overflowY: 'auto', flexWrap: 'nowrap' }}
            />
            <CheckboxGroupFilter
              legend="Stops"
              options={withFacets(STOPS_OPTIONS, facets?.stops, filters.stops, currency)}
              selected={filters.stops}
              onChange={(stops) => update('stops', stops)}
            />
            <CheckboxGroupFilter
              legend="Departure time"
              options={withFacets(TIME_OPTIONS, facets?.departure_time, filters.departureTime, currency)}
              selected={filters.departureTime}
              onChange={(times) => update('departureTime', times)}
            />
            <CheckboxGroupFilter
              legend="Arrival time"
              options={withFacets(TIME_OPTIONS, facets?.arrival_time, filters.arrivalTime, currency)}
              selected={filters.arrivalTime}
              onChange={(times) => update('arrivalTime', times)}
            />
            <DurationFilter
              value={filters.duration}
              facets={facets?.duration}
              currency={currency}
              onChange={(hours) => update('duration', hours)}
            />
            <Box sx={{ display: 'flex', flexDirection: 'column' }}>
              <CheckField
                kind="switch"
                label={<FacetLabel label="Refundable only" facet={facets?.refundable} currency={currency} />}
                checked={filters.refundable}
                onChange={(checked) => update('refundable', checked)}
              />
              <CheckField
                kind="switch"
                label={<FacetLabel label="Baggage included" facet={facets?.baggage_included} currency={currency} />}
                checked={filters.baggageIncluded}
                onChange={(checked) => update('baggageIncluded', checked)}
              />
            </Box>
          </Stack>
        )}
      </Box>
    </Paper>
  );
});
