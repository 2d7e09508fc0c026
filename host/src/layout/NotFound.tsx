import { RouterLink, Button, Container, FlightTakeoffIcon, Stack, Typography } from '@portal/platform';

/** Shown for any address no module owns. */
export const NotFound = () => (
  <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <FlightTakeoffIcon sx={{ fontSize: 56, color: 'primary.main' }} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        404 Page Not Found
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>Did you forget to add the page to the router?</Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        Back to home
      </Button>
    </Stack>
  </Container>
);
