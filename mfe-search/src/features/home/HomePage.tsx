import { Container, Typography } from '@portal/platform';

export const HomePage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-home">
    <Typography variant="h4" component="h1" gutterBottom>
      Find cheap flights
    </Typography>
    <Typography color="text.secondary">Compare fares across 800+ airlines and book in minutes.</Typography>
  </Container>
);
