import { Container, Typography } from '@portal/platform';

export const ContactPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-contact">
    <Typography variant="h4" component="h1" gutterBottom>
      Contact us
    </Typography>
    <Typography color="text.secondary">Write to us and we will reply within 24 hours.</Typography>
  </Container>
);
