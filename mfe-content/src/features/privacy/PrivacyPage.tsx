import { Container, Typography } from '@portal/platform';

export const PrivacyPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-privacy">
    <Typography variant="h4" component="h1" gutterBottom>
      Privacy Policy
    </Typography>
    <Typography color="text.secondary">How we collect, use and protect your personal data.</Typography>
  </Container>
);
