import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  PASSENGER_TYPE_LABELS,
  Stack,
  Typography,
} from '@portal/platform';
import { TripCancellationSection } from './TripCancellationSection';
import { TripChangeSection } from './TripChangeSection';
import { TripSliceDetails } from './TripSliceDetails';
import { TripStatusChip } from './TripStatusChip';
import { sliceLabel, tripTypeOf } from './tripSummary';
import { useGetBookingQuery } from './tripsApi';

/** The details of one booking, fetched on opening (GET /api/bookings/:id). */
export const TripDetailsDialog = ({
  id,
  onClose,
  onCancel,
}: {
  id: string | null;
  onClose(): void;
  onCancel(id: string): void;
}) => {
  const { data: trip, isFetching, isError } = useGetBookingQuery(id ?? '', { skip: !id });
  const shown = trip && trip.id === id ? trip : null;

  return (
    <Dialog open={Boolean(id)} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="trip-details-title">
      <DialogTitle id="trip-details-title">Booking Details</DialogTitle>
      <DialogContent dividers>
        {isError ? (
          <Alert severity="error">Unable to load booking details.</Alert>
        ) : !shown ? (
          <Box
            role="status"
            aria-label="Loading booking details"
            sx={{ display: 'flex', justifyContent: 'center', py: 4 }}
          >
            <CircularProgress />
          </Box>
        ) : (
          <Stack spacing={2.5} aria-busy={isFetching}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Box>
                <Typography variant="overline" sx={{ color: 'text.secondary' }}>
                  Booking reference
                </Typography>
                <Typography variant="h6" component="p" data-testid="trip-reference">
                  {shown.bookingReference ?? 'N/A'}
                </Typography>
              </Box>
              <TripStatusChip status={shown.status} />
            </Stack>
            {(shown.bookingData?.slices ?? []).map((slice, index) => (
              <TripSliceDetails key={slice.id ?? index} slice={slice} label={sliceLabel(index, tripTypeOf(shown))} />
            ))}
            <Box component="section" aria-label="Passengers">
              <Typography variant="subtitle1" component="h3">
                Passengers
              </Typography>
              <List dense disablePadding>
                {(shown.bookingData?.passengers ?? []).map((passenger, index) => (
                  <ListItem key={passenger.id ?? index} disableGutters>
                    <ListItemText
                      primary={`${passenger.given_name} ${passenger.family_name}`}
                      secondary={PASSENGER_TYPE_LABELS[passenger.type]}
                    />
                  </ListItem>
                ))}
              </List>
            </Box>
            <TripChangeSection trip={shown} />
            <TripCancellationSection trip={shown} onCancel={() => onCancel(shown.id)} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
