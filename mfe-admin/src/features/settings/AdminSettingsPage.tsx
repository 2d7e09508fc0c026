import { Container, Typography } from '@portal/platform';

export const AdminSettingsPage = () => (
  <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-settings">
    <Typography variant="h4" component="h1" gutterBottom>
      Admin settings
    </Typography>
    <Typography color="text.secondary">Booking system mode and provider configuration.</Typography>
  </Container>
);
