import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  RouterLink,
  Stack,
  Typography,
  errorMessage,
  useParams,
  useSessionStatus,
  useSessionUser,
} from '@portal/platform';
import { BackToTrips } from './BackToTrips';
import { canChange } from './changeDates';
import { ChangeFlow } from './ChangeFlow';
import { useGetBookingToChangeQuery } from './changeApi';

export const NOT_CHANGEABLE = 'This booking cannot be changed online. Please call us to change it.';

const Waiting = ({ label }: { label: string }) => (
  <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
    <CircularProgress />
  </Box>
);

/** /booking/change/:bookingId: a signed-in traveller moves their booking to other dates (issue 18). */
export const ChangeBookingPage = () => {
  const { bookingId = '' } = useParams();
  const status = useSessionStatus();
  const user = useSessionUser();
  const { data: latest, error } = useGetBookingToChangeQuery(bookingId, { skip: !user || !bookingId });
  // The booking as the page opened on it: once changed, it is read again (My Trips shows the new
  // flights), and a new fare that allows no further change must not take the confirmation away.
  const [opened, setOpened] = useState<typeof latest>();
  useEffect(() => {
    if (latest && !opened) setOpened(latest);
  }, [latest, opened]);
  const trip = opened ?? latest;

  const body = () => {
    if (!user) {
      if (status !== 'signed-out') return <Waiting label="Checking your session" />;
      return (
        <Stack spacing={2}>
          <Alert severity="info">Please sign in to change your booking.</Alert>
          <Stack direction="row">
            <Button
              variant="contained"
              component={RouterLink}
              to={`/login?redirect=${encodeURIComponent(`/booking/change/${bookingId}`)}`}
            >
              Sign In
            </Button>
          </Stack>
        </Stack>
      );
    }
    if (error)
      return (
        <Stack spacing={2}>
          <Alert severity="error">{errorMessage(error, 'Unable to load booking details.')}</Alert>
          <BackToTrips />
        </Stack>
      );
    if (!trip) return <Waiting label="Loading your booking" />;
    if (!canChange(trip, new Date()))
      return (
        <Stack spacing={2}>
          <Alert severity="warning">{NOT_CHANGEABLE}</Alert>
          <BackToTrips />
        </Stack>
      );
    return <ChangeFlow trip={trip} />;
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="page-change-booking">
      <Typography variant="h4" component="h1" gutterBottom>
        Change your flights
      </Typography>
      {trip?.bookingReference && (
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>Booking reference {trip.bookingReference}</Typography>
      )}
      {body()}
    </Container>
  );
};
