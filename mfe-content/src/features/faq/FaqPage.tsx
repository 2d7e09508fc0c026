import { Container, Typography } from '@portal/platform';

export const FaqPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-faq">
    <Typography variant="h4" component="h1" gutterBottom>
      Frequently Asked Questions
    </Typography>
    <Typography color="text.secondary">Quick answers about booking, payment and travel.</Typography>
  </Container>
);
