import { useEffect, useState } from 'react';
import { Alert, Button, CircularProgress, FormProvider, LockIcon, Paper, Stack, Typography, formatPrice, useForm, useNavigate, useToast, type BookingResult, type CardDetails, type CardDetailsInput } from '@portal/platform';
import { cardDetailsSchema, zodResolver } from '@portal/platform/validation';
import { useExpiryRedirect } from '../../shared/useExpiryRedirect';
import { useOfferCheck } from '../../shared/useOfferCheck';
import { searchPath } from '../../shared/searchPath';
import { CardFields } from './CardFields';
import { EMPTY_CARD, firstCardProblem } from './cardForm';
import type { ClassifiedError } from './classifyBookingError';
import type { Price, PriceChange } from './priceChange';
import { PriceChangedDialog } from './PriceChangedDialog';
import { TestCardHint } from './TestCardHint';
import { useAttemptKey } from './useAttemptKey';
import { usePayment, type PaymentOrder } from './usePayment';

const RECHECK_MS = 15_000;

interface PaymentStepProps {
  order: PaymentOrder;
  onBack: () => void;
  onBooked: (result: BookingResult) => void;
  /** The price changed and the traveller goes on: the offer is read again (the summary shows the new total). */
  onPriceChanged: () => void;
}

/** Step 3: the card, kept only in this form (never in the store or storage), and Pay. */
export const PaymentStep = ({ order, onBack, onBooked, onPriceChanged }: PaymentStepProps) => {
  const { toast } = useToast();
  const form = useForm<CardDetailsInput, unknown, CardDetails>({ defaultValues: EMPTY_CARD, resolver: zodResolver(cardDetailsSchema) });
  const { polledExpired, checkNow } = useOfferCheck(order.offerId, RECHECK_MS);
  const { expired, expire } = useExpiryRedirect();
  const attempt = useAttemptKey();
  const navigate = useNavigate();
  // A new price the traveller accepted replaces the order's total; a rise asks them first.
  const [agreed, setAgreed] = useState<Price | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const due: Price = agreed ?? { amount: order.amount, currency: order.currency };

  useEffect(() => {
    if (polledExpired) expire();
  }, [polledExpired, expire]);

  // Other card details are another attempt: the next Pay gets a new Idempotency-Key.
  const { watch, reset, getValues, setFocus } = form;
  useEffect(() => {
    const subscription = watch(() => attempt.renew());
    return () => subscription.unsubscribe();
  }, [watch, attempt]);

  const onFailed = (error: ClassifiedError) => {
    toast({ title: error.title, description: error.description, variant: 'destructive' });
    if (error.kind === 'payment') {
      reset({ ...EMPTY_CARD, holderName: getValues('holderName') });
      setTimeout(() => setFocus('number'), 0);
    }
    if (error.kind === 'price-changed') {
      attempt.renew();
      onPriceChanged();
    }
  };
  const onPriceRose = (change: PriceChange) => {
    attempt.renew();
    setPriceChange(change);
  };
  const { pay, paying } = usePayment(order, { checkOffer: checkNow, attemptKey: attempt.current, onExpired: expire, onFailed, onPriceRose, onBooked });

  const payAt = (price: Price) =>
    form.handleSubmit(
      (card) => pay(card, price),
      (errors) => {
        const problem = firstCardProblem(errors);
        if (problem) toast({ ...problem, variant: 'destructive' });
      },
    );
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
  const blocked = paying || expired || polledExpired;

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={3} onSubmit={payAt(due)} aria-label="Payment">
        <TestCardHint />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography variant="h6" component="h3">
              Card details
            </Typography>
            <CardFields disabled={blocked} />
          </Stack>
        </Paper>
        {expired && <Alert severity="error">This flight offer has expired. You will be taken back to search.</Alert>}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <LockIcon fontSize="small" />
          <Typography variant="body2">
            Total due: {formatPrice(due.amount, due.currency)}. Your card is charged only once your booking is confirmed.
          </Typography>
        </Stack>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Button variant="outlined" size="large" onClick={onBack} disabled={paying}>
            Back
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={blocked} startIcon={paying ? <CircularProgress size={18} color="inherit" /> : undefined}>
            {paying ? 'Processing Payment...' : 'Pay Now'}
          </Button>
        </Stack>
      </Stack>
      <PriceChangedDialog change={priceChange} onAccept={acceptNewPrice} onDecline={declineNewPrice} onDismiss={() => setPriceChange(null)} />
    </FormProvider>
  );
};
