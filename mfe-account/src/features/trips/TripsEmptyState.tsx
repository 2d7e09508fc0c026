import { Button, FlightTakeoffIcon, Paper, RouterLink, Typography } from '@portal/platform';

/** My Trips with nothing to show: 'No trips found' when there are none at all, else the tab's own words. */
export const TripsEmptyState = ({ title }: { title: string }) => (
  <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
    <FlightTakeoffIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
    <Typography variant="h6" component="p" sx={{ mt: 1 }}>
      {title}
    </Typography>
    <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>When you book a flight, it shows up here.</Typography>
    <Button variant="contained" component={RouterLink} to="/">
      Search Flights
    </Button>
  </Paper>
);
