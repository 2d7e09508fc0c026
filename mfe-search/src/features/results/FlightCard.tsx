import { memo } from 'react';
import { Box, Button, Card, CardContent, Chip, Divider, Stack, Typography, formatPrice, useNavigate, type FlightOffer } from '@portal/platform';
import { outboundOf } from '../filters/offerFacts';
import type { SearchCriteria } from '../search-params/searchParams';
import { CarrierInfo } from './CarrierInfo';
import { detailPath } from './detailPath';
import { SliceRow } from './SliceRow';

interface FlightCardProps {
  offer: FlightOffer;
  criteria: SearchCriteria;
}

/** One offer in the results: outbound and return slices, airline, price and the way to its details. */
export const FlightCard = memo(function FlightCard({ offer, criteria }: FlightCardProps) {
  const navigate = useNavigate();
  const outbound = outboundOf(offer);
  // The list leaves such offers out (and logs them); a card alone shows nothing for them either.
  if (!outbound) return null;
  const inbound = offer.slices[1];

  return (
    <Card variant="outlined" data-testid="offer-card" component="article" aria-label={`Flight offer ${formatPrice(offer.total_amount, offer.total_currency)}`}>
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2 }}>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <CarrierInfo offer={offer} />
            {offer.conditions.refundable && <Chip label="Refundable" size="small" color="success" variant="outlined" />}
          </Stack>
          <SliceRow slice={outbound} label="Outbound" />
          {inbound && inbound.segments.length > 0 && <SliceRow slice={inbound} label="Return" />}
        </Stack>
        <Divider orientation="vertical" flexItem sx={{ display: { xs: 'none', md: 'block' } }} />
        <Box sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, alignItems: { xs: 'center', md: 'flex-end' }, justifyContent: 'space-between', gap: 1, minWidth: { md: 160 } }}>
          <Box sx={{ textAlign: { md: 'right' } }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="offer-price">
              {formatPrice(offer.total_amount, offer.total_currency)}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              total for all travellers
            </Typography>
          </Box>
          <Button variant="contained" onClick={() => navigate(detailPath(offer.id, criteria))}>
            View Details
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
});
