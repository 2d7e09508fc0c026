import { Container, Typography } from '@portal/platform';

export const RegisterPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-register">
    <Typography variant="h4" component="h1" gutterBottom>
      Create an account
    </Typography>
    <Typography color="text.secondary">Register to manage your trips online.</Typography>
  </Container>
);
