import { Button, RouterLink, Stack } from '@portal/platform';

/** The way back to the traveller's bookings, where a change shows once made. */
export const BackToTrips = ({ primary = false }: { primary?: boolean }) => (
  <Stack direction="row">
    <Button variant={primary ? 'contained' : 'outlined'} component={RouterLink} to="/my-trips">
      Back to My Trips
    </Button>
  </Stack>
);
