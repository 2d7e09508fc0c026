import { Box, Stack, Typography, type FlightOffer } from '@portal/platform';
import type { SearchCriteria } from '../search-params';
import { FlightCard } from './FlightCard';
import { FlightCardSkeleton } from './FlightCardSkeleton';

const SHOWN = 3;

/** Up to three earlier results, faded, or three skeleton cards while the search runs. */
export const ResultsLoading = ({ earlyOffers, criteria }: { earlyOffers: FlightOffer[]; criteria: SearchCriteria }) => (
  <Stack spacing={2} aria-busy="true" data-testid="results-loading">
    <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status">
      Searching for the best flights...
    </Typography>
    {earlyOffers.length > 0
      ? earlyOffers.slice(0, SHOWN).map((offer) => (
          <Box key={offer.id} inert aria-hidden sx={{ opacity: 0.5 }} data-testid="early-offer">
            <FlightCard offer={offer} criteria={criteria} />
          </Box>
        ))
      : Array.from({ length: SHOWN }, (_, index) => <FlightCardSkeleton key={index} />)}
  </Stack>
);
