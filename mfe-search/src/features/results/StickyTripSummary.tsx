import { Box, Button, Paper, Stack, Typography, formatPrice, useScrolledPast } from '@portal/platform';
import type { SearchCriteria } from '../search-params';
import { dateSummary, passengerSummary, type ShownPrice } from './resultsLabels';

interface StickyTripSummaryProps {
  criteria: SearchCriteria;
  cheapest: ShownPrice | undefined;
  onModify: () => void;
}

/** Where the results header has scrolled away (phones): the header's bottom edge, about. */
const SHOW_AFTER_PX = 240;
/** The site header's height on phones: the summary sits just under it. */
const SITE_HEADER_PX = 64;

/**
 * On phones, once the results header has scrolled away: the trip (route, dates, travellers) and
 * the cheapest price stay in view under the site header, with the way back to the form.
 */
export const StickyTripSummary = ({ criteria, cheapest, onModify }: StickyTripSummaryProps) => {
  const scrolled = useScrolledPast(SHOW_AFTER_PX);
  if (!scrolled) return null;
  return (
    <Paper
      square
      elevation={3}
      data-testid="trip-summary-bar"
      sx={{
        display: { xs: 'block', md: 'none' },
        position: 'fixed',
        top: SITE_HEADER_PX,
        left: 0,
        right: 0,
        zIndex: 'appBar',
        px: 2,
        py: 1,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" noWrap sx={{ fontWeight: 700 }}>
            {criteria.origin} → {criteria.destination}
            {cheapest && (
              <Box component="span" sx={{ ml: 1, color: 'primary.main' }}>
                from {formatPrice(cheapest.total_amount, cheapest.total_currency)}
              </Box>
            )}
          </Typography>
          <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
            {dateSummary(criteria)} · {passengerSummary(criteria)}
          </Typography>
        </Box>
        <Button size="small" variant="outlined" onClick={onModify} sx={{ flexShrink: 0 }}>
          Modify
        </Button>
      </Stack>
    </Paper>
  );
};
