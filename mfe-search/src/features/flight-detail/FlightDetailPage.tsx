import { Container, Typography } from '@portal/platform';

export const FlightDetailPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-flight-detail">
    <Typography variant="h4" component="h1" gutterBottom>
      Flight details
    </Typography>
    <Typography color="text.secondary">Fares, rules and seat maps for the chosen offer.</Typography>
  </Container>
);
