import { Container, Typography } from '@portal/platform';

export const AboutPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-about">
    <Typography variant="h4" component="h1" gutterBottom>
      About us
    </Typography>
    <Typography color="text.secondary">A licensed, IATA-accredited travel agency.</Typography>
  </Container>
);
