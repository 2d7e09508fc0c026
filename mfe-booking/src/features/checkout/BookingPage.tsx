import { lazy, useDeferredValue, useMemo, useState } from 'react';
import {
  CircularProgress,
  Container,
  Stack,
  Typography,
  errorMessage,
  forgetCsrfToken,
  sessionApi,
  useAppDispatch,
  useGetOfferQuery,
  usePriceFormatAhead,
  useSearchParams,
  type BookingResult,
} from '@portal/platform';
import { readBookingLink } from '@portal/platform/links';
import { partyFrom } from '../../shared/party';
import { BookingError } from './BookingError';
import { CheckoutView } from './CheckoutView';

// A booking opened again after it was made (a reload, a link): not a checkout's first load.
const SavedConfirmation = lazy(() =>
  import('../confirmation').then(({ SavedConfirmation }) => ({ default: SavedConfirmation })),
);

/**
 * The booking link (bookingLink in @portal/platform/links): passengers, seats, payment, confirmation. Once
 * booked, &booking={id} joins the address: opened again, it shows that booking, not a new checkout.
 */
export const BookingPage = () => {
  const [params, setParams] = useSearchParams();
  usePriceFormatAhead();
  const offerId = readBookingLink(params).offerId ?? '';
  const savedBookingId = params.get('booking');
  // Booked on this page: its confirmation (with the new account's notice) stays on screen.
  const [bookedHere, setBookedHere] = useState(false);
  const showSaved = savedBookingId !== null && !bookedHere;
  const dispatch = useAppDispatch();
  const offerQuery = useGetOfferQuery(offerId, { skip: !offerId || showSaved });
  const { error, isLoading, refetch } = offerQuery;
  // The store tells its readers synchronously, so the whole checkout would render in one long task
  // the moment the offer arrives; deferred, React renders it in slices and keeps the page responsive.
  const offer = useDeferredValue(offerQuery.data);
  const party = useMemo(() => (offer ? partyFrom(params, offer) : null), [params, offer]);

  // A guest checkout may have created an account and signed the traveller in: read the session again.
  const onBooked = (result: BookingResult) => {
    setBookedHere(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('booking', result.id);
        return next;
      },
      { replace: true },
    );
    if (!result.accountCreated) return;
    forgetCsrfToken();
    // Read it whether or not the shell holds a subscription: the session slice follows the answer.
    void dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
  };

  if (showSaved) return <SavedConfirmation bookingId={savedBookingId} />;
  if (!offerId || error) return <BookingError message={errorMessage(error, 'Flight offer not found')} />;
  if (isLoading || !offer || !party) {
    // The checkout's heading is up at once, where the loaded checkout (and the page's first paint) has it.
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="page-checkout">
        <Stack spacing={3}>
          <Typography variant="h4" component="h1">
            Complete your booking
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} />
            <Typography>Loading flight details...</Typography>
          </Stack>
        </Stack>
      </Container>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="page-checkout">
      <CheckoutView offer={offer} party={party} onBooked={onBooked} reloadOffer={() => void refetch()} />
    </Container>
  );
};
