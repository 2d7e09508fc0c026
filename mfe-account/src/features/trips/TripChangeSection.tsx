import { Box, Button, RouterLink, Typography, type Trip } from '@portal/platform';
import { canChangeOnline } from './tripSummary';

/** For a booking the fare lets change: other dates on the same route, through the booking module's change page. */
export const TripChangeSection = ({ trip }: { trip: Trip }) => {
  if (!canChangeOnline(trip, new Date())) return null;
  return (
    <Box component="section" aria-label="Change flights">
      <Typography variant="subtitle1" component="h3" gutterBottom>
        Change flights
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Move this booking to other dates on the same route. Within 24 hours of booking a change has no service fee: you
        pay only the fare difference and the airline&apos;s change fee, or get the difference back.
      </Typography>
      <Button variant="outlined" component={RouterLink} to={`/booking/change/${encodeURIComponent(trip.id)}`}>
        Change Flights
      </Button>
    </Box>
  );
};
