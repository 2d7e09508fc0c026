import { Container, Typography } from '@portal/platform';

export const BookingPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-checkout">
    <Typography variant="h4" component="h1" gutterBottom>
      Complete your booking
    </Typography>
    <Typography color="text.secondary">Passengers, seats, payment and confirmation.</Typography>
  </Container>
);
