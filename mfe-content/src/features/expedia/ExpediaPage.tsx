import { Container, Typography } from '@portal/platform';

export const ExpediaPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-expedia">
    <Typography variant="h4" component="h1" gutterBottom>
      Partner offers
    </Typography>
    <Typography color="text.secondary">Deals from our travel partners.</Typography>
  </Container>
);
