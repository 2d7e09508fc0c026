import { Button, FlightTakeoffIcon, Paper, RouterLink, Typography } from '@portal/platform';

/** A My Trips tab with nothing to show: its title, a line of what would be here, and Search Flights. */
export const EmptyState = ({
  title,
  description = 'When you book a flight, it shows up here.',
}: {
  title: string;
  description?: string;
}) => (
  <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
    <FlightTakeoffIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
    <Typography variant="h6" component="p" sx={{ mt: 1 }}>
      {title}
    </Typography>
    <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{description}</Typography>
    <Button variant="contained" component={RouterLink} to="/">
      Search Flights
    </Button>
  </Paper>
);
