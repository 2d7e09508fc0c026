import { Container, Typography } from '@portal/platform';

export const CancellationPolicyPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-cancellation">
    <Typography variant="h4" component="h1" gutterBottom>
      Cancellation and Refund Policy
    </Typography>
    <Typography color="text.secondary">How cancellations and refunds work.</Typography>
  </Container>
);
