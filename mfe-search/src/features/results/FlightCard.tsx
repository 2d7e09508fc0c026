import { memo } from 'react';
import {
  Box,
  Card,
  CardContent,
  Divider,
  Stack,
  Typography,
  formatPrice,
  type FareOption,
  type FlightOffer,
} from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';
import { outboundOf } from '../filters';
import type { SearchCriteria } from '../search-params';
import { CarrierInfo } from './CarrierInfo';
import { FareOptions } from './FareOptions';
import { OpenOfferButton } from './OpenOfferButton';
import { bagsText, priceCaption, shownPrice, travellerCount } from './fareLabels';
import { SliceRow } from './SliceRow';

interface FlightCardProps {
  offer: FlightOffer;
  criteria: SearchCriteria;
  /** Every fare of these flights that passes the filters, cheapest (this offer) first. */
  fares?: FareOption[];
  /** Prices divided by the travellers. */
  perPerson?: boolean;
}

/** One card of the results: the flights, their bag allowance, the lowest price and each fare sold for them. */
export const FlightCard = memo(function FlightCard({
  offer,
  criteria,
  fares = [],
  perPerson = false,
}: FlightCardProps) {
  const outbound = outboundOf(offer);
  // The list leaves such offers out (and logs them); a card alone shows nothing for them either.
  if (!outbound) return null;
  const inbound = offer.slices[1];
  const travellers = travellerCount(criteria);
  const allowance = outbound.segments[0]?.baggage;
  const several = fares.length > 1;

  return (
    <Card
      variant="outlined"
      data-testid="offer-card"
      component="article"
      aria-label={`Flight offer ${formatPrice(offer.total_amount, offer.total_currency)}`}
    >
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2 }}>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <CarrierInfo offer={offer} />
            {offer.conditions.refundable && <Tag label="Refundable" size="small" color="success" variant="outlined" />}
          </Stack>
          {criteria.flights ? (
            offer.slices.map((slice, i) => <SliceRow key={slice.id} slice={slice} label={`Flight ${i + 1}`} />)
          ) : (
            <>
              <SliceRow slice={outbound} label="Outbound" />
              {inbound && inbound.segments.length > 0 && <SliceRow slice={inbound} label="Return" />}
            </>
          )}
          {allowance && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="bag-allowance">
              {/* The allowance of the fare the price is for: the other fares list their own. */}
              Bags per traveller{several && fares[0]?.fare_brand_name ? ` with ${fares[0].fare_brand_name}` : ''}:{' '}
              {bagsText(allowance.checked, allowance.carry_on)}
            </Typography>
          )}
        </Stack>
        <Divider orientation="vertical" flexItem sx={{ display: { xs: 'none', md: 'block' } }} />
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'row', md: 'column' },
            alignItems: { xs: 'center', md: 'flex-end' },
            justifyContent: 'space-between',
            gap: 1,
            minWidth: { md: 160 },
          }}
        >
          <Box sx={{ textAlign: { md: 'right' } }}>
            {several && (
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                from
              </Typography>
            )}
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="offer-price">
              {shownPrice(offer.total_amount, offer.total_currency, perPerson, travellers)}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {priceCaption(perPerson, travellers)}
            </Typography>
          </Box>
          <OpenOfferButton variant="contained" offerId={offer.id} criteria={criteria}>
            View Details
          </OpenOfferButton>
        </Box>
      </CardContent>
      {fares.length > 0 && (
        <CardContent sx={{ pt: 0 }}>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            {several ? `${fares.length} fares for these flights` : 'Fare'}
          </Typography>
          <FareOptions fares={fares} criteria={criteria} perPerson={perPerson} />
        </CardContent>
      )}
    </Card>
  );
});
