import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import { CardElement, useElements } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import {
  Alert,
  Button,
  CircularProgress,
  LockIcon,
  Stack,
  Typography,
  useNavigate,
  useToast,
  type BookingResult,
} from '@portal/platform';
import { FormProvider, useForm } from '@portal/platform/forms';
import { useExpiryRedirect } from '../../shared/useExpiryRedirect';
import { useOfferCheck } from '../../shared/useOfferCheck';
import { formatTotal } from '@portal/platform';
import { searchPath } from '../../shared/searchPath';
import { CardDetails } from './CardDetails';
import { classifyStripeError, EMPTY_HOLDER, holderNameProblem, type HolderForm } from './cardForm';
import type { ClassifiedError } from './classifyBookingError';
import { explainDecline, type DeclineExplanation } from './declineExplanation';
import { DeclineNotice } from './DeclineNotice';
import type { Price, PriceChange } from './priceChange';
import { PriceChangedDialog } from './PriceChangedDialog';
import { TestCardHint } from './TestCardHint';
import { useAttemptKey } from './useAttemptKey';
import { useCardPaymentMethod } from './useCardPaymentMethod';
import { usePayment, type PaymentOrder } from './usePayment';
import type { StripeJs } from './useStripeJs';

const RECHECK_MS = 15_000;

export interface PaymentFormProps {
  order: PaymentOrder;
  onBack: () => void;
  onBooked: (result: BookingResult) => void;
  /** The price changed and the traveller goes on: the offer is read again (the summary shows the new total). */
  onPriceChanged: () => void;
  stripeJs: StripeJs;
}

/** The payment form inside Stripe's Elements: the card Element, the holder's name, the total and Pay. */
export const PaymentForm = ({ order, onBack, onBooked, onPriceChanged, stripeJs }: PaymentFormProps) => {
  const { toast } = useToast();
  const form = useForm<HolderForm>({ defaultValues: EMPTY_HOLDER });
  const elements = useElements();
  const { polledExpired, checkNow } = useOfferCheck(order.offerId, RECHECK_MS);
  const { expired, expire } = useExpiryRedirect();
  const attempt = useAttemptKey();
  const paymentMethod = useCardPaymentMethod(attempt);
  const navigate = useNavigate();
  // A new price the traveller accepted replaces the order's total; a rise asks them first.
  const [agreed, setAgreed] = useState<Price | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const [cardChange, setCardChange] = useState<StripeCardElementChangeEvent | null>(null);
  // The bank's refusal, explained beside the card fields until the card changes or Pay is pressed again.
  const [declined, setDeclined] = useState<{ title: string; decline: DeclineExplanation } | null>(null);
  const due: Price = agreed ?? { amount: order.amount, currency: order.currency };

  useEffect(() => {
    if (polledExpired) expire();
  }, [polledExpired, expire]);

  // Other card details are another attempt: the next Pay gets a new Idempotency-Key and PaymentMethod.
  const { watch } = form;
  useEffect(() => {
    const subscription = watch(() => attempt.renew());
    return () => subscription.unsubscribe();
  }, [watch, attempt]);
  // The Element is disabled while paying: the cursor goes back once it is enabled again.
  const [cardWantsFocus, setCardWantsFocus] = useState(false);

  const onCardChange = (event: StripeCardElementChangeEvent) => {
    attempt.renew();
    setCardChange(event);
    // Clearing the Element after a refusal reports it empty: the explanation stays until the traveller types.
    if (!event.empty) setDeclined(null);
  };

  const onFailed = (error: ClassifiedError) => {
    toast({ title: error.title, description: error.description, variant: 'destructive' });
    if (error.kind === 'payment') {
      // After a decline the holder's name is kept and the cursor goes to the card; the card itself is cleared
      // when the bank will refuse it again, and kept when a detail of it is to be corrected.
      const decline = explainDecline(error.description);
      setDeclined({ title: error.title, decline });
      attempt.renew();
      if (!decline.keepCard) {
        setCardChange(null);
        elements?.getElement(CardElement)?.clear();
      }
    }
    if (error.kind === 'payment' || error.kind === 'invalid-card') setCardWantsFocus(true);
    if (error.kind === 'price-changed') {
      attempt.renew();
      onPriceChanged();
    }
  };
  const onPriceRose = (change: PriceChange) => {
    attempt.renew();
    setPriceChange(change);
  };
  const { pay, paying } = usePayment(order, {
    checkOffer: checkNow,
    attemptKey: attempt.current,
    paymentMethod,
    onExpired: expire,
    onFailed,
    onPriceRose,
    onBooked,
  });
  const blocked = paying || expired || polledExpired;
  useEffect(() => {
    if (!cardWantsFocus || blocked) return;
    setCardWantsFocus(false);
    elements?.getElement(CardElement)?.focus();
  }, [cardWantsFocus, blocked, elements]);

  const payAt = (price: Price) => {
    const submit = form.handleSubmit(
      ({ holderName }) => pay(holderName.trim(), price),
      // react-hook-form puts the cursor on the name.
      (errors) =>
        errors.holderName?.message &&
        toast({ ...holderNameProblem(errors.holderName.message), variant: 'destructive' }),
    );
    return (event?: BaseSyntheticEvent) => {
      setDeclined(null);
      // Screen order: what Stripe said about the card comes before the holder's name.
      if (cardChange?.error) {
        event?.preventDefault();
        return onFailed(classifyStripeError(cardChange.error));
      }
      return submit(event);
    };
  };
  const acceptNewPrice = () => {
    if (!priceChange) return;
    setPriceChange(null);
    setAgreed(priceChange.now);
    onPriceChanged();
    attempt.renew();
    void payAt(priceChange.now)();
  };
  const declineNewPrice = () => {
    setPriceChange(null);
    navigate(searchPath());
  };

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={3} onSubmit={payAt(due)} aria-label="Payment">
        <TestCardHint />
        <CardDetails
          stripeJs={stripeJs}
          disabled={blocked}
          cardChange={cardChange}
          onCardChange={onCardChange}
          notice={declined && <DeclineNotice title={declined.title} decline={declined.decline} />}
        />
        {expired && <Alert severity="error">This flight offer has expired. You will be taken back to search.</Alert>}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <LockIcon fontSize="small" />
          <Typography variant="body2">
            Total due: {formatTotal(due.amount, due.currency)}. Your card is charged only once your booking is
            confirmed.
          </Typography>
        </Stack>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Button variant="outlined" size="large" onClick={onBack} disabled={paying}>
            Back
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={blocked || stripeJs.status !== 'ready'}
            startIcon={paying ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {paying ? 'Processing Payment...' : 'Pay Now'}
          </Button>
        </Stack>
      </Stack>
      <PriceChangedDialog
        change={priceChange}
        onAccept={acceptNewPrice}
        onDecline={declineNewPrice}
        onDismiss={() => setPriceChange(null)}
      />
    </FormProvider>
  );
};
