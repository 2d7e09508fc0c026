import { Alert, AlertTitle, Box, Button, Typography, formatFullDate, formatTotal, type Trip } from '@portal/platform';
import { AirlineCreditsList, refundSentence } from './RefundOutcome';
import { canCancel, refundPenaltyOf } from './tripSummary';

/**
 * A Cancellation section only for confirmed bookings that can be cancelled; otherwise the
 * 'Non-Refundable Ticket' notice. A cancelled booking says what was refunded instead.
 */
export const TripCancellationSection = ({ trip, onCancel }: { trip: Trip; onCancel(): void }) => {
  if (trip.status === 'cancelled') {
    return (
      <Alert severity="info">
        <AlertTitle>Cancelled</AlertTitle>
        {trip.cancelledAt
          ? `This booking was cancelled on ${formatFullDate(trip.cancelledAt.slice(0, 19))}.`
          : 'This booking was cancelled.'}
        {trip.refundAmount
          ? ` ${refundSentence(trip.refundTo ?? 'card', trip.refundAmount, trip.totalCurrency, true)}`
          : ' The refund to your card is being processed.'}
        <AirlineCreditsList credits={trip.airlineCredits ?? []} />
      </Alert>
    );
  }
  if (trip.status === 'pending')
    return <Alert severity="info">This booking is still being confirmed. We will e-mail you as soon as it is.</Alert>;
  if (!canCancel(trip)) {
    return (
      <Alert severity="warning">
        <AlertTitle>Non-Refundable Ticket</AlertTitle>
        This ticket cannot be cancelled or refunded.
      </Alert>
    );
  }
  const penalty = refundPenaltyOf(trip);
  return (
    <Box component="section" aria-label="Cancellation">
      <Typography variant="subtitle1" component="h3" gutterBottom>
        Cancellation
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        You can cancel this booking before departure for a refund
        {penalty ? `, less the airline's cancellation fee of ${formatTotal(penalty.amount, penalty.currency)}` : ''}.
        Before you confirm, we ask the airline whether it refunds to your card or as credit and show what is kept, by
        amount: our service fee is non-refundable.
      </Typography>
      <Button variant="outlined" color="error" onClick={onCancel}>
        Cancel Booking
      </Button>
    </Box>
  );
};
