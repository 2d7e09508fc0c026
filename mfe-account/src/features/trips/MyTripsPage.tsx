import { Container, Typography } from '@portal/platform';

export const MyTripsPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-trips">
    <Typography variant="h4" component="h1" gutterBottom>
      My Trips
    </Typography>
    <Typography color="text.secondary">Your upcoming, past and cancelled trips.</Typography>
  </Container>
);
