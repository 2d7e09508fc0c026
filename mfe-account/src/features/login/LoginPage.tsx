import { Container, Typography } from '@portal/platform';

export const LoginPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-login">
    <Typography variant="h4" component="h1" gutterBottom>
      Sign in
    </Typography>
    <Typography color="text.secondary">Sign in to see and manage your trips.</Typography>
  </Container>
);
