import {
  Alert,
  CheckCircleIcon,
  CircularProgress,
  Container,
  Paper,
  Stack,
  Typography,
  errorMessage,
  formatPrice,
} from '@portal/platform';
import { BookingReference } from './BookingReference';
import { SavedItinerary } from './SavedItinerary';
import { useGetBookingConfirmationQuery } from './confirmationApi';
import { ConfirmationActions } from './ConfirmationActions';

/**
 * /booking?...&booking={id} opened again (a reload, Back, a bookmark): the booking as the gateway
 * keeps it, not a new checkout for its offer. Only the session that booked, or the signed-in owner,
 * reads it; anyone else is told it was not found. The new account's password is never shown again.
 */
export const SavedConfirmation = ({ bookingId }: { bookingId: string }) => {
  const { data: booking, error, isLoading } = useGetBookingConfirmationQuery(bookingId);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="page-checkout">
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          Your booking
        </Typography>
        {isLoading && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} />
            <Typography>Loading your booking...</Typography>
          </Stack>
        )}
        {error && (
          <Alert severity="error">
            {errorMessage(error, 'Booking not found')}. Find it with its reference and e-mail under Support, or in My
            Trips once signed in.
          </Alert>
        )}
        {booking && (
          <>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, textAlign: 'center' }}>
              <Stack spacing={2} sx={{ alignItems: 'center' }}>
                <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
                <Typography variant="h5" component="h2">
                  {booking.status === 'cancelled' ? 'This booking was cancelled' : 'Your booking is confirmed'}
                </Typography>
                {booking.bookingReference && <BookingReference reference={booking.bookingReference} />}
                {booking.totalAmount && (
                  <Typography sx={{ color: 'text.secondary' }}>
                    Total paid:{' '}
                    <strong data-testid="total-paid">{formatPrice(booking.totalAmount, booking.totalCurrency)}</strong>
                  </Typography>
                )}
              </Stack>
            </Paper>
            {booking.bookingData && <SavedItinerary trip={booking.bookingData} />}
          </>
        )}
        <ConfirmationActions />
      </Stack>
    </Container>
  );
};
