import { Box, CircularProgress, Container, Typography, useSessionStatus, useSessionUser } from '@portal/platform';
import { SignInPrompt } from './SignInPrompt';
import { TripsOverview } from './TripsOverview';

/** /my-trips: a signed-in traveller's bookings; a guest is asked to sign in. */
export const MyTripsPage = () => {
  const status = useSessionStatus();
  const user = useSessionUser();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-testid="page-trips">
      <Typography variant="h4" component="h1" gutterBottom>
        My Trips
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>Your upcoming, past and cancelled trips.</Typography>
      {user ? (
        <TripsOverview />
      ) : status === 'signed-out' ? (
        <SignInPrompt />
      ) : (
        <Box role="status" aria-label="Checking your session" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress />
        </Box>
      )}
    </Container>
  );
};
