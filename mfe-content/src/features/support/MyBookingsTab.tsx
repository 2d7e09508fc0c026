import { Button, Grid, Paper, RouterLink, Stack, Typography } from '@portal/platform';
import { GuestLookupForm } from './GuestLookupForm';

/** My Bookings: travellers with an account sign in; guests look a booking up. */
export const MyBookingsTab = () => (
  <Grid container spacing={4}>
    <Grid size={{ xs: 12, md: 5 }}>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, height: '100%' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          Have an account?
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          Sign in to see, change or cancel every trip you booked.
        </Typography>
        <Stack direction="row" spacing={2}>
          <Button component={RouterLink} to="/login" variant="contained">
            Sign In
          </Button>
          <Button component={RouterLink} to="/my-trips" variant="outlined">
            My Trips
          </Button>
        </Stack>
      </Paper>
    </Grid>
    <Grid size={{ xs: 12, md: 7 }}>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          Booked as a guest?
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          Enter the booking reference from your confirmation e-mail and the e-mail address you booked with.
        </Typography>
        <GuestLookupForm />
      </Paper>
    </Grid>
  </Grid>
);
