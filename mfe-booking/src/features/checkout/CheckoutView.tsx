import { lazy, Suspense, useRef } from 'react';
import { Box, Grid, Stack, Typography, loadOnce, type BookingResult, type FlightOffer } from '@portal/platform';
import { PassengersStep } from '../passengers';
import { checkoutTotal } from '../../shared/money';
import { PartLoading } from '../../shared/PartLoading';
import { partySummary, type Party } from '../../shared/party';
import { CheckoutSteps } from './CheckoutSteps';
import { FlightSummaryCard } from './FlightSummaryCard';
import { OfferExpiryNotice } from './OfferExpiryNotice';
import { StepHeading } from './StepHeading';
import { useCheckout, type CheckoutStep } from './useCheckout';
import { useStepFocus } from './useStepFocus';
import { useTravellers } from './useTravellers';

// The steps after the passengers come once the traveller starts on the passenger form (or opens
// the page on a later step): the page's first load carries only what its first step shows.
const seatsStep = loadOnce(() => import('../seats'));
const paymentStep = loadOnce(() => import('../payment'));
const confirmationStep = loadOnce(() => import('../confirmation'));
const SeatsStep = lazy(() => seatsStep.load().then(({ SeatsStep }) => ({ default: SeatsStep })));
const PaymentStep = lazy(() => paymentStep.load().then(({ PaymentStep }) => ({ default: PaymentStep })));
const ConfirmationStep = lazy(() =>
  confirmationStep.load().then(({ ConfirmationStep }) => ({ default: ConfirmationStep })),
);
const fetchLaterSteps = () => {
  for (const step of [seatsStep, paymentStep, confirmationStep]) void step.load().catch(() => undefined);
};

/** The heading each step opens on (the confirmation has its own). */
const HEADINGS: Record<Exclude<CheckoutStep, 'confirmation'>, string> = {
  'passenger-info': 'Passenger details',
  'seat-selection': 'Choose your seats',
  payment: 'Payment details',
};

interface CheckoutViewProps {
  offer: FlightOffer;
  party: Party;
  onBooked: (result: BookingResult) => void;
  reloadOffer: () => void;
}

/** The four steps beside the flight summary, the checkout state held here. */
export const CheckoutView = ({ offer, party, onBooked, reloadOffer }: CheckoutViewProps) => {
  const checkout = useCheckout();
  const { step, passengers, seats, result } = checkout.state;
  const travellers = useTravellers(offer, party, passengers, seats);
  const stepContent = useRef<HTMLDivElement>(null);
  useStepFocus(step, stepContent);
  const booked = (bookingResult: BookingResult) => {
    checkout.booked(bookingResult);
    onBooked(bookingResult);
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Complete your booking
      </Typography>
      <CheckoutSteps step={step} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2} ref={stepContent} onFocusCapture={fetchLaterSteps} onPointerDownCapture={fetchLaterSteps}>
            {step !== 'confirmation' && <StepHeading>{HEADINGS[step]}</StepHeading>}
            {step !== 'confirmation' && <OfferExpiryNotice expiresAt={offer.expires_at} />}
            {step === 'passenger-info' && (
              <PassengersStep
                offer={offer}
                types={travellers.types}
                saved={passengers}
                onSubmit={checkout.passengersEntered}
              />
            )}
            <Suspense fallback={<PartLoading label="Loading the step" />}>
              {step === 'seat-selection' && (
                <SeatsStep
                  offer={offer}
                  passengers={travellers.seated}
                  seats={seats}
                  onSeatsChange={checkout.seatsChanged}
                  onContinue={() => checkout.toPayment(false)}
                  onSkip={() => checkout.toPayment(true)}
                />
              )}
              {step === 'payment' && passengers && (
                <PaymentStep
                  order={{
                    offerId: offer.id,
                    passengers,
                    seats,
                    amount: checkoutTotal(offer, seats),
                    currency: offer.total_currency,
                  }}
                  onBack={checkout.backToSeats}
                  onBooked={booked}
                  onPriceChanged={reloadOffer}
                />
              )}
              {step === 'confirmation' && result && (
                <ConfirmationStep
                  result={result}
                  offer={offer}
                  passengerLines={travellers.lines}
                  primaryEmail={passengers?.[0]?.email}
                />
              )}
            </Suspense>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
            <FlightSummaryCard offer={offer} party={partySummary(party)} seats={seats} nameOf={travellers.nameOf} />
          </Box>
        </Grid>
      </Grid>
    </Stack>
  );
};
