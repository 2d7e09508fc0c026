import { useState } from 'react';
import { createLogger, errorCode, errorMessage, useCreateBookingMutation, type BookingResult, type CardDetails, type FetchBaseQueryError, type Passenger, type SeatSelection } from '@portal/platform';
import { FINAL_VALIDATION_PAUSE_MS, PAYMENT_SETTLE_PAUSE_MS, delay } from '../../shared/delay';
import type { OfferCheck } from '../../shared/useOfferCheck';
import { classifyBookingError, type ClassifiedError } from './classifyBookingError';
import { newPriceOf, type Price, type PriceChange } from './priceChange';

const log = createLogger('mfe-booking');
const UNCONFIRMED = 'We could not confirm your payment. Please try again: you will not be charged twice.';

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
  onExpired: () => void;
  onFailed: (error: ClassifiedError) => void;
  /** 409 PRICE_CHANGED with the new total: nothing was charged, the traveller is asked. */
  onPriceRose: (change: PriceChange) => void;
  onBooked: (result: BookingResult) => void;
}

type CallError = FetchBaseQueryError | { message?: string };
const isUnreachable = (error: CallError) => 'status' in error && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');

/**
 * Pay: recheck the offer, pause 300 ms, POST /api/bookings (the gateway authorizes, books and
 * captures), pause 500 ms, hand over the result. A call that never got an answer may have
 * charged: it is a 'Payment Error' asking for a retry, which the same Idempotency-Key makes safe.
 * `price` is the total the traveller agreed to pay: the order's, or a new price they accepted.
 */
export const usePayment = (order: PaymentOrder, { checkOffer, attemptKey, onExpired, onFailed, onPriceRose, onBooked }: PaymentHandlers) => {
  const [createBooking] = useCreateBookingMutation();
  const [paying, setPaying] = useState(false);

  const pay = async (cardDetails: CardDetails, price: Price = { amount: order.amount, currency: order.currency }) => {
    setPaying(true);
    try {
      if ((await checkOffer()) === 'expired') return onExpired();
      await delay(FINAL_VALIDATION_PAUSE_MS);
      const { offerId, passengers, seats } = order;
      const result = await createBooking({ idempotencyKey: attemptKey(), booking: { offerId, passengers, seats, paymentDetails: { ...price, cardDetails } } });
      if (result.data) {
        await delay(PAYMENT_SETTLE_PAUSE_MS);
        return onBooked(result.data);
      }
      const error = (result.error ?? {}) as CallError;
      log.warn('the booking failed', 'status' in error ? error.status : 'client error');
      const classified = isUnreachable(error)
        ? classifyBookingError({ status: (error as FetchBaseQueryError).status, message: UNCONFIRMED }, 'payment')
        : classifyBookingError({ status: 'status' in error ? error.status : undefined, code: errorCode(result.error), message: errorMessage(result.error, '') });
      if (classified.kind === 'expired') return onExpired();
      const newPrice = classified.kind === 'price-changed' ? newPriceOf(result.error) : null;
      if (newPrice) return onPriceRose({ was: price, now: newPrice });
      onFailed(classified);
    } finally {
      setPaying(false);
    }
  };

  return { pay, paying };
};
