import { Button, RouterLink, Stack } from '@portal/platform';

/** What a confirmed booking leads to, on the confirmation step and on a reloaded confirmation. */
export const ConfirmationActions = () => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
    <Button variant="contained" size="large" component={RouterLink} to="/my-trips">
      View My Trips
    </Button>
    <Button variant="outlined" size="large" component={RouterLink} to="/">
      Book Another Flight
    </Button>
  </Stack>
);
