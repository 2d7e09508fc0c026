import { Container, Typography } from '@portal/platform';

export const SupportPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-support">
    <Typography variant="h4" component="h1" gutterBottom>
      Support Center
    </Typography>
    <Typography color="text.secondary">Answers, contact and help with your bookings.</Typography>
  </Container>
);
