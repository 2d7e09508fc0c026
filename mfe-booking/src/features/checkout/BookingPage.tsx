import { useMemo } from 'react';
import { CircularProgress, Container, Stack, Typography, errorMessage, forgetCsrfToken, sessionApi, useAppDispatch, useGetOfferQuery, useSearchParams, type BookingResult } from '@portal/platform';
import { partyFrom } from '../../shared/party';
import { BookingError } from './BookingError';
import { CheckoutView } from './CheckoutView';

/** /booking?offer={id}&adults=&children=&infants=: passengers, seats, payment, confirmation. */
export const BookingPage = () => {
  const [params] = useSearchParams();
  const offerId = params.get('offer') ?? '';
  const dispatch = useAppDispatch();
  const { data: offer, error, isLoading, refetch } = useGetOfferQuery(offerId, { skip: !offerId });
  const party = useMemo(() => (offer ? partyFrom(params, offer) : null), [params, offer]);

  // A guest checkout may have created an account and signed the traveller in: read the session again.
  const onBooked = (result: BookingResult) => {
    if (!result.accountCreated) return;
    forgetCsrfToken();
    // Read it whether or not the shell holds a subscription: the session slice follows the answer.
    void dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
  };

  if (!offerId || error) return <BookingError message={errorMessage(error, 'Flight offer not found')} />;
  if (isLoading || !offer || !party) {
    return (
      <Container maxWidth="lg" sx={{ py: 6 }} data-testid="page-checkout">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>Loading flight details...</Typography>
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
