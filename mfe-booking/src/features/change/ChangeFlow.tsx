import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Stack,
  Typography,
  errorMessage,
  loadOnce,
  type BookingChangeOffer,
  type ChangeConfirmAnswer,
  type Trip,
} from '@portal/platform';
import { PartLoading } from '../../shared/PartLoading';
import { BackToTrips } from './BackToTrips';
import { ChangeDatesForm } from './ChangeDatesForm';
import { ChangeDone } from './ChangeDone';
import { ChangeOfferCard } from './ChangeOfferCard';
import { changeRequestOf, flightsOf, freeChangeUntil } from './changeDates';
import { useQuoteChangeMutation } from './changeApi';
import { STILL_CONFIRMING, type ChangeOutcome } from './useChangeConfirmation';

// The confirmation (the card form, Stripe's elements, the form library) comes once the airline's
// flights are shown: most travellers look at them before choosing one.
const confirmChange = loadOnce(() => import('./ConfirmChange'));
const ConfirmChange = lazy(() => confirmChange.load().then(({ ConfirmChange }) => ({ default: ConfirmChange })));

const signed = (offer: BookingChangeOffer) => (offer.direction === 'refund' ? -1 : 1) * Number(offer.amount);

type Step =
  | { name: 'dates' }
  | { name: 'offers'; offers: BookingChangeOffer[] }
  | { name: 'confirm'; offers: BookingChangeOffer[]; chosen: BookingChangeOffer }
  | { name: 'done'; chosen: BookingChangeOffer; answer: ChangeConfirmAnswer }
  | { name: 'pending' };

/** New dates → the airline's flights on them, with what each costs or gives back → confirm (and pay) → done. */
export const ChangeFlow = ({ trip }: { trip: Trip }) => {
  const flights = useMemo(() => flightsOf(trip), [trip]);
  const [dates, setDates] = useState(() => flights.map((flight) => flight.bookedDate));
  const [step, setStep] = useState<Step>({ name: 'dates' });
  const [notice, setNotice] = useState<string | null>(null);
  const [quote, { isLoading: searching }] = useQuoteChangeMutation();
  const freeUntil = freeChangeUntil(trip, new Date());
  const offersShown = step.name === 'offers' && step.offers.length > 0;
  useEffect(() => {
    if (offersShown) void confirmChange.load().catch(() => undefined);
  }, [offersShown]);

  const search = async (asked: string[]) => {
    setDates(asked);
    setNotice(null);
    const answer = await quote({ bookingId: trip.id, request: changeRequestOf(flights, asked) });
    if ('error' in answer && answer.error)
      return setNotice(errorMessage(answer.error, 'We could not find flights for these dates. Please try again.'));
    const offers = [...(answer.data?.offers ?? [])].sort((a, b) => signed(a) - signed(b));
    setStep({ name: 'offers', offers });
  };

  const onOutcome = (chosen: BookingChangeOffer) => (outcome: ChangeOutcome) => {
    if (outcome.kind === 'changed') return setStep({ name: 'done', chosen, answer: outcome.answer });
    if (outcome.kind === 'pending') return setStep({ name: 'pending' });
    // That offer is spent (declined card, lapsed offer): the traveller asks the airline again.
    setNotice(outcome.message);
    setStep({ name: 'dates' });
  };

  if (step.name === 'done') return <ChangeDone offer={step.chosen} answer={step.answer} />;
  if (step.name === 'pending') {
    return (
      <Stack spacing={2}>
        <Alert severity="info">{STILL_CONFIRMING}</Alert>
        <BackToTrips primary />
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      {freeUntil && (
        <Alert severity="success" role="note">
          Booked less than 24 hours ago: changing is free of our service fee until{' '}
          {freeUntil.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}. You pay only the fare
          difference and the airline&apos;s change fee, if any.
        </Alert>
      )}
      {notice && (
        <Alert severity="error" role="alert">
          {notice}
        </Alert>
      )}
      {step.name === 'dates' && (
        <ChangeDatesForm
          flights={flights}
          dates={dates}
          searching={searching}
          onSearch={(asked) => void search(asked)}
        />
      )}
      {step.name === 'offers' && (
        <Stack spacing={2} component="section" aria-labelledby="change-offers-heading">
          <Typography variant="h5" component="h2" id="change-offers-heading">
            {step.offers.length === 0
              ? 'No flights on these dates'
              : `${step.offers.length} ${step.offers.length === 1 ? 'flight' : 'flights'} on your new dates`}
          </Typography>
          {step.offers.map((offer) => (
            <ChangeOfferCard
              key={offer.changeOfferId}
              offer={offer}
              onChoose={() => setStep({ name: 'confirm', offers: step.offers, chosen: offer })}
            />
          ))}
          <Stack direction="row">
            <Button variant="outlined" onClick={() => setStep({ name: 'dates' })}>
              Other Dates
            </Button>
          </Stack>
        </Stack>
      )}
      {step.name === 'confirm' && (
        <Typography variant="h5" component="h2">
          Confirm your new flights
        </Typography>
      )}
      {step.name === 'confirm' && (
        <Suspense fallback={<PartLoading label="Loading the confirmation" />}>
          <ConfirmChange
            bookingId={trip.id}
            offer={step.chosen}
            onBack={() => setStep({ name: 'offers', offers: step.offers })}
            onOutcome={onOutcome(step.chosen)}
          />
        </Suspense>
      )}
    </Stack>
  );
};
