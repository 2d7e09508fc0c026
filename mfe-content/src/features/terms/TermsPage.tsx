import { Container, Typography } from '@portal/platform';

export const TermsPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-terms">
    <Typography variant="h4" component="h1" gutterBottom>
      Terms of Service
    </Typography>
    <Typography color="text.secondary">The terms that apply when you use this site and book with us.</Typography>
  </Container>
);
