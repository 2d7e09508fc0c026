import { Container, Typography } from '@portal/platform';

export const BrandManagerPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-brands">
    <Typography variant="h4" component="h1" gutterBottom>
      Brand manager
    </Typography>
    <Typography color="text.secondary">Brands, domains and themes.</Typography>
  </Container>
);
