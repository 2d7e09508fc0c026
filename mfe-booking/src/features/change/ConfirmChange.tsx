import { useRef, useState, type FormEvent } from 'react';
import { Elements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import {
  Alert,
  Button,
  CircularProgress,
  LockIcon,
  Stack,
  Typography,
  type BookingChangeOffer,
} from '@portal/platform';
import { FormProvider, useForm } from '@portal/platform/forms';
import {
  CardDetails,
  classifyStripeError,
  EMPTY_HOLDER,
  TestCardHint,
  useAttemptKey,
  useCardPaymentMethod,
  useStripeJs,
  type HolderForm,
  type StripeJs,
} from '../payment';
import { ChangeOfferCard } from './ChangeOfferCard';
import { confirmLabel } from './changeAmount';
import { useChangeConfirmation, type ChangeOutcome } from './useChangeConfirmation';

interface ConfirmChangeProps {
  bookingId: string;
  offer: BookingChangeOffer;
  onBack(): void;
  onOutcome(outcome: ChangeOutcome): void;
}

/** The chosen change offer and its confirmation: with a card (Stripe's Element) when there is something to pay. */
export const ConfirmChange = (props: ConfirmChangeProps) =>
  props.offer.direction === 'pay' ? (
    <PayingConfirmation {...props} />
  ) : (
    // Nothing to pay: no Stripe.js is fetched, and the form's card hooks find no Stripe.
    <Elements stripe={null}>
      <ConfirmForm {...props} stripeJs={null} />
    </Elements>
  );

const PayingConfirmation = (props: ConfirmChangeProps) => {
  const stripeJs = useStripeJs();
  return (
    <Elements stripe={stripeJs.status === 'ready' ? stripeJs.stripe : null}>
      <ConfirmForm {...props} stripeJs={stripeJs} />
    </Elements>
  );
};

const ConfirmForm = ({
  bookingId,
  offer,
  onBack,
  onOutcome,
  stripeJs,
}: ConfirmChangeProps & { stripeJs: StripeJs | null }) => {
  const paying = stripeJs !== null;
  const form = useForm<HolderForm>({ defaultValues: EMPTY_HOLDER });
  const attempt = useAttemptKey();
  const paymentMethod = useCardPaymentMethod(attempt);
  const stripe = useStripe();
  const { confirm, busy } = useChangeConfirmation(bookingId, stripe);
  const [cardChange, setCardChange] = useState<StripeCardElementChangeEvent | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Once the gateway has the key, every retry repeats it (and its card): the change is paid at most once.
  const sent = useRef(false);

  const onCardChange = (event: StripeCardElementChangeEvent) => {
    if (!sent.current) attempt.renew();
    setCardChange(event);
  };

  const go = async (holderName?: string) => {
    setProblem(null);
    let paymentMethodId: string | undefined;
    if (paying) {
      if (cardChange?.error) return setProblem(classifyStripeError(cardChange.error).description);
      const made = await paymentMethod(holderName ?? '');
      if ('refused' in made) return setProblem(made.refused.description);
      paymentMethodId = made.id;
    }
    sent.current = true;
    const outcome = await confirm(offer, attempt.current(), paymentMethodId);
    if (outcome.kind === 'refused' && !outcome.offerSpent) return setProblem(outcome.message);
    onOutcome(outcome);
  };

  const submit = paying
    ? form.handleSubmit(({ holderName }) => go(holderName.trim()))
    : (event: FormEvent) => {
        event.preventDefault();
        void go();
      };

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label="Confirm the change">
        <ChangeOfferCard offer={offer} />
        {paying && stripeJs && (
          <>
            <TestCardHint />
            <CardDetails stripeJs={stripeJs} disabled={busy} cardChange={cardChange} onCardChange={onCardChange} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <LockIcon fontSize="small" />
              <Typography variant="body2">
                Your card is charged only once the airline has changed your booking.
              </Typography>
            </Stack>
          </>
        )}
        {offer.direction === 'refund' && (
          <Typography variant="body2">The difference goes back to the card you booked with.</Typography>
        )}
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Button variant="outlined" size="large" onClick={onBack} disabled={busy}>
            Back to Flights
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || (paying && stripeJs?.status !== 'ready')}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {busy ? 'Changing your booking...' : confirmLabel(offer)}
          </Button>
        </Stack>
      </Stack>
    </FormProvider>
  );
};
