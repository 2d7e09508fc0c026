import { Button, LockIcon, Paper, RouterLink, Stack, Typography } from '@portal/platform';

/** My Trips for a visitor who is not signed in: an invitation to sign in. */
export const SignInPrompt = () => (
  <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
    <LockIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
    <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
      Please sign in
    </Typography>
    <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
      Sign in to see your bookings, their details and to cancel a trip.
    </Typography>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
      <Button variant="contained" component={RouterLink} to="/login?redirect=/my-trips">
        Sign In
      </Button>
      <Button variant="outlined" component={RouterLink} to="/register">
        Create Account
      </Button>
    </Stack>
  </Paper>
);
