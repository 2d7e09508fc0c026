import { Container, Typography } from '@portal/platform';

export const FlightsPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-flights">
    <Typography variant="h4" component="h1" gutterBottom>
      Flights
    </Typography>
    <Typography color="text.secondary">Popular routes and deals.</Typography>
  </Container>
);
