import { useState } from 'react';
import {
  createLogger,
  errorCode,
  errorMessage,
  type BookingResult,
  type Passenger,
  type SeatSelection,
} from '@portal/platform';
import { FINAL_VALIDATION_PAUSE_MS, PAYMENT_SETTLE_PAUSE_MS, delay } from '../../shared/delay';
import type { OfferCheck } from '../../shared/useOfferCheck';
import { classifyBookingError, type ClassifiedError } from './classifyBookingError';
import { usePlaceBookingMutation } from './paymentApi';
import { newPriceOf, type Price, type PriceChange } from './priceChange';
import type { PaymentMethodOutcome } from './useCardPaymentMethod';
import { UNCONFIRMED, useThreeDSecure, type PaymentOutcome } from './useThreeDSecure';

const log = createLogger('mfe-booking');

export interface PaymentOrder {
  offerId: string;
  passengers: Passenger[];
  seats: SeatSelection[];
  amount: string;
  currency: string;
}

interface PaymentHandlers {
  checkOffer: () => Promise<OfferCheck>;
  attemptKey: () => string;
  /** The attempt's card PaymentMethod (Stripe.js), or why the card was refused. */
  paymentMethod: (holderName: string) => Promise<PaymentMethodOutcome>;
  onExpired: () => void;
  onFailed: (error: ClassifiedError) => void;
  /** 409 PRICE_CHANGED with the new total: nothing was charged, the traveller is asked. */
  onPriceRose: (change: PriceChange) => void;
  onBooked: (result: BookingResult) => void;
}

type CallError = Extract<PaymentOutcome, { error: unknown }>['error'];
const isUnreachable = (error: CallError) =>
  'status' in error && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');

/** A failed call as classifyBookingError reads it; a call that never got an answer may have charged: 'Payment Error', retry. */
const classifyCallError = (error: CallError): ClassifiedError => {
  log.warn('the booking failed', 'status' in error ? error.status : 'client error');
  if (isUnreachable(error))
    return classifyBookingError(
      { status: 'status' in error ? error.status : undefined, message: UNCONFIRMED },
      'payment',
    );
  return classifyBookingError({
    status: 'status' in error ? error.status : undefined,
    code: errorCode(error),
    message: errorMessage(error, ''),
  });
};

/**
 * Pay: the card PaymentMethod from Stripe.js, recheck the offer, pause 300 ms, POST
 * /api/bookings (the gateway authorizes, books and captures), 3-D Secure when the bank asks,
 * pause 500 ms, hand over the result. `price` is the total the traveller agreed to pay: the
 * order's, or a new price they accepted. The same Idempotency-Key makes every retry safe.
 */
export const usePayment = (
  order: PaymentOrder,
  { checkOffer, attemptKey, paymentMethod, onExpired, onFailed, onPriceRose, onBooked }: PaymentHandlers,
) => {
  const [placeBooking] = usePlaceBookingMutation();
  const authenticate = useThreeDSecure();
  const [paying, setPaying] = useState(false);

  const settle = async (
    answer: Awaited<ReturnType<typeof placeBooking>>,
    idempotencyKey: string,
  ): Promise<PaymentOutcome> => {
    if (answer.error) return { error: answer.error };
    if (answer.data.kind === 'booked') return { booked: answer.data.result };
    if (answer.data.kind === 'authenticate') return authenticate(answer.data.authentication, idempotencyKey);
    return { failed: classifyBookingError({ message: UNCONFIRMED }, 'payment') };
  };

  const pay = async (holderName: string, price: Price = { amount: order.amount, currency: order.currency }) => {
    setPaying(true);
    try {
      const method = await paymentMethod(holderName);
      if ('refused' in method) return onFailed(method.refused);
      if ((await checkOffer()) === 'expired') return onExpired();
      await delay(FINAL_VALIDATION_PAUSE_MS);
      const { offerId, passengers, seats } = order;
      const idempotencyKey = attemptKey();
      const answer = await placeBooking({
        idempotencyKey,
        booking: { offerId, passengers, seats, paymentDetails: { ...price, paymentMethodId: method.id } },
      });
      const outcome = await settle(answer, idempotencyKey);
      if ('booked' in outcome) {
        await delay(PAYMENT_SETTLE_PAUSE_MS);
        return onBooked(outcome.booked);
      }
      const classified = 'failed' in outcome ? outcome.failed : classifyCallError(outcome.error);
      if (classified.kind === 'expired') return onExpired();
      const newPrice = classified.kind === 'price-changed' && 'error' in outcome ? newPriceOf(outcome.error) : null;
      if (newPrice) return onPriceRose({ was: price, now: newPrice });
      onFailed(classified);
    } finally {
      setPaying(false);
    }
  };

  return { pay, paying };
};
