import { useMemo } from 'react';
import {
  ArrowBackIcon,
  Button,
  Container,
  Grid,
  RETURN_STATE,
  RouterLink,
  Stack,
  errorMessage,
  useGetOfferQuery,
  useSearchParams,
} from '@portal/platform';
import { BookingBar } from './BookingBar';
import { backToSearchPath, bookingPath } from './detailLinks';
import { DetailError } from './DetailError';
import { DetailLoading } from './DetailLoading';
import { DetailTabs } from './DetailTabs';
import { FlightSummary } from './FlightSummary';
import { OfferExpiry } from './OfferExpiry';
import { PriceSummaryCard } from './PriceSummaryCard';

/** One offer in full: summary, price, the three tabs and the way to book it. */
export const FlightDetail = ({ id }: { id: string }) => {
  const [searchParams] = useSearchParams();
  const { data: offer, error, isLoading } = useGetOfferQuery(id);
  const backTo = useMemo(() => backToSearchPath(searchParams), [searchParams]);

  if (error)
    return (
      <DetailError message={errorMessage(error, 'Unable to load flight details. Please try again.')} backTo={backTo} />
    );
  if (isLoading || !offer) return <DetailLoading />;

  return (
    // Below md the booking bar is fixed to the bottom: the padding keeps the page's end above it.
    <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 4 }, pb: { xs: 14, md: 4 } }} data-testid="page-flight-detail">
      <BookingBar offer={offer} bookingTo={bookingPath(offer, searchParams)} />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, my: 2 }}
      >
        <Button component={RouterLink} to={backTo} state={RETURN_STATE} startIcon={<ArrowBackIcon />}>
          Back to Search Results
        </Button>
        <OfferExpiry expiresAt={offer.expires_at} />
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <FlightSummary offer={offer} />
            <DetailTabs offer={offer} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <PriceSummaryCard offer={offer} />
        </Grid>
      </Grid>
    </Container>
  );
};
