import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CalendarTodayIcon,
  GroupIcon,
  Stack,
  Typography,
  formatCardDate,
  formatTotal,
  type Trip,
} from '@portal/platform';
import { TripStatusChip } from './TripStatusChip';
import { canCancel, departureOf, passengerCountLabel, routeTitle, tripTypeOf } from './tripSummary';

const Fact = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
    {icon}
    <Typography variant="body2">{children}</Typography>
  </Stack>
);

/** One booking in My Trips: route, trip type, dates, passengers, total, View Details and Cancel. */
export const TripCard = ({ trip, onDetails, onCancel }: { trip: Trip; onDetails(): void; onCancel(): void }) => {
  const slices = trip.bookingData?.slices ?? [];
  const title = routeTitle(trip);
  const dates = slices.map((slice) => formatCardDate(departureOf(slice))).join(' – ') || 'N/A';

  return (
    <Card variant="outlined" component="article" aria-label={title} data-testid="trip-card">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box>
            <Typography variant="h6" component="h3">
              {title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {tripTypeOf(trip)}
              {trip.bookingReference ? ` · Ref ${trip.bookingReference}` : ''}
            </Typography>
          </Box>
          <Stack spacing={0.5} sx={{ alignItems: { sm: 'flex-end' } }}>
            <TripStatusChip status={trip.status} />
            <Typography variant="h6" component="p" title="Total price">
              {formatTotal(trip.totalAmount, trip.totalCurrency)}
            </Typography>
          </Stack>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ mt: 2 }}>
          <Fact icon={<CalendarTodayIcon fontSize="small" aria-hidden />}>{dates}</Fact>
          <Fact icon={<GroupIcon fontSize="small" aria-hidden />}>{passengerCountLabel(trip)}</Fact>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="outlined" onClick={onDetails}>
          View Details
        </Button>
        {canCancel(trip) ? (
          <Button color="error" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
};
