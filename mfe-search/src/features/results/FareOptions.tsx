import { Box, Stack, Typography, type FareOption } from '@portal/platform';
import type { SearchCriteria } from '../search-params';
import { fareIncludes, fareName, shownPrice, travellerCount } from './fareLabels';
import { OpenOfferButton } from './OpenOfferButton';

interface FareOptionsProps {
  fares: FareOption[];
  criteria: SearchCriteria;
  perPerson: boolean;
}

/** The fares of one card's flights, cheapest first: name, what it includes, price, and a way to choose it. */
export const FareOptions = ({ fares, criteria, perPerson }: FareOptionsProps) => {
  const travellers = travellerCount(criteria);

  return (
    <Box
      component="ul"
      aria-label="Fares"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
      }}
    >
      {fares.map((fare) => {
        const price = shownPrice(fare.total_amount, fare.total_currency, perPerson, travellers);
        return (
          <Box
            component="li"
            key={fare.offer_id}
            data-testid="fare-option"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
              <Typography variant="subtitle2" component="p">
                {fareName(fare)}
              </Typography>
              <Typography variant="subtitle2" component="p" data-testid="fare-price">
                {price}
              </Typography>
            </Stack>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {fareIncludes(fare).join(' · ')}
            </Typography>
            <OpenOfferButton
              size="small"
              sx={{ mt: 0.5, px: 0 }}
              offerId={fare.offer_id}
              criteria={criteria}
              aria-label={`Select ${fareName(fare)} ${price}`}
            >
              Select
            </OpenOfferButton>
          </Box>
        );
      })}
    </Box>
  );
};
