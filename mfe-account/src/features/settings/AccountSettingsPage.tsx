import { Container, Typography } from '@portal/platform';

export const AccountSettingsPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-settings">
    <Typography variant="h4" component="h1" gutterBottom>
      Account settings
    </Typography>
    <Typography color="text.secondary">Your profile and security.</Typography>
  </Container>
);
