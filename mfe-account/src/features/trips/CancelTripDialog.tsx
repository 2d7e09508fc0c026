import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, errorMessage, useCancelBookingMutation, useToast, type Trip } from '@portal/platform';
import { routeTitle } from './tripSummary';

/** The confirmation before POST /api/bookings/:id/cancel, and the toasts of §8 after it. */
export const CancelTripDialog = ({ trip, onClose, onCancelled }: { trip: Trip | null; onClose(): void; onCancelled(): void }) => {
  const [cancelBooking, { isLoading }] = useCancelBookingMutation();
  const { toast } = useToast();

  const confirm = async () => {
    if (!trip) return;
    try {
      const result = await cancelBooking(trip.id).unwrap();
      toast({ title: 'Booking cancelled', description: result.refundPending ? result.message : 'Your booking has been successfully cancelled.' });
      onCancelled();
    } catch (error) {
      toast({ title: 'Cancellation failed', description: errorMessage(error as Parameters<typeof errorMessage>[0], 'Something went wrong. Please try again.'), variant: 'destructive' });
      onClose();
    }
  };

  return (
    <Dialog open={Boolean(trip)} onClose={isLoading ? undefined : onClose} aria-labelledby="cancel-trip-title" aria-describedby="cancel-trip-text">
      <DialogTitle id="cancel-trip-title">Cancel this booking?</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-trip-text">
          {trip ? `Your trip ${routeTitle(trip)}${trip.bookingReference ? ` (${trip.bookingReference})` : ''} will be cancelled for every passenger. ` : ''}
          The refund follows your fare&apos;s conditions and goes back to the card you paid with. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Keep Booking
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={isLoading}>
          {isLoading ? 'Cancelling...' : 'Cancel Booking'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
