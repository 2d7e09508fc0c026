import { Container, Typography } from '@portal/platform';

export const CookiesPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-cookies">
    <Typography variant="h4" component="h1" gutterBottom>
      Cookie Policy
    </Typography>
    <Typography color="text.secondary">Which cookies we use and for how long.</Typography>
  </Container>
);
