import { useEffect } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Skeleton,
  errorMessage,
  useToast,
  type Trip,
} from '@portal/platform';
import { useQuoteCancellationMutation } from './cancellationQuoteApi';
import { AirlineCreditsList, keptSentence, refundSentence } from './RefundOutcome';
import { routeTitle } from './tripSummary';
import { useCancelBookingMutation } from './tripsApi';

/**
 * The confirmation before POST /api/bookings/:id/cancel, and the toasts that say how it went. The airline
 * is asked first how it would pay back (to the card, as credits, as a voucher), and the traveller
 * reads that before confirming.
 */
export const CancelTripDialog = ({
  trip,
  onClose,
  onCancelled,
}: {
  trip: Trip | null;
  onClose(): void;
  onCancelled(): void;
}) => {
  const [cancelBooking, { isLoading }] = useCancelBookingMutation();
  const [quoteCancellation, quote] = useQuoteCancellationMutation();
  const { toast } = useToast();
  const tripId = trip?.id;

  useEffect(() => {
    if (tripId) void quoteCancellation(tripId);
  }, [tripId, quoteCancellation]);

  const confirm = async () => {
    if (!trip) return;
    try {
      const result = await cancelBooking(trip.id).unwrap();
      toast({
        title: 'Booking cancelled',
        description: result.refundPending ? result.message : 'Your booking has been successfully cancelled.',
      });
      onCancelled();
    } catch (error) {
      toast({
        title: 'Cancellation failed',
        description: errorMessage(
          error as Parameters<typeof errorMessage>[0],
          'Something went wrong. Please try again.',
        ),
        variant: 'destructive',
      });
      onClose();
    }
  };

  const preview = quote.data && quote.originalArgs === tripId ? quote.data : null;
  return (
    <Dialog
      open={Boolean(trip)}
      onClose={isLoading ? undefined : onClose}
      aria-labelledby="cancel-trip-title"
      aria-describedby="cancel-trip-text"
    >
      <DialogTitle id="cancel-trip-title">Cancel this booking?</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-trip-text">
          {trip
            ? `Your trip ${routeTitle(trip)}${trip.bookingReference ? ` (${trip.bookingReference})` : ''} will be cancelled for every passenger. `
            : ''}
          This cannot be undone.
        </DialogContentText>
        <section aria-label="Your refund" aria-live="polite">
          {quote.isLoading ? (
            <Skeleton variant="text" width="80%" aria-label="Asking the airline about your refund" role="status" />
          ) : null}
          {preview ? (
            <Alert severity={preview.refundTo === 'card' ? 'info' : 'warning'} sx={{ mt: 2 }}>
              {refundSentence(preview.refundTo, preview.refundAmount, preview.refundCurrency, false)}
              <AirlineCreditsList credits={preview.airlineCredits} />
              <Box component="p" sx={{ m: 0, mt: 1 }} data-testid="cancel-kept">
                {keptSentence(preview) ?? 'Our service fee is non-refundable.'}
              </Box>
            </Alert>
          ) : null}
          {quote.isError ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {errorMessage(
                quote.error as Parameters<typeof errorMessage>[0],
                'We could not ask the airline how your refund would be paid. The refund follows your fare\u2019s conditions.',
              )}
            </Alert>
          ) : null}
        </section>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Keep Booking
        </Button>
        <Button color="error" variant="outlined" onClick={() => void confirm()} disabled={isLoading || quote.isLoading}>
          {isLoading ? 'Cancelling...' : 'Cancel Booking'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
