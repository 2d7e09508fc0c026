/** What the payment step knows about a failed booking or payment call. */
export interface BookingFailure {
  /** HTTP status, or RTK Query's 'FETCH_ERROR' / 'TIMEOUT_ERROR'... */
  status?: number | string;
  /** The gateway's machine code (`error`). */
  code?: string;
  message?: string;
}

/** 'invalid-card': refused before any payment (a field of the card form), the card is kept as typed. */
export type BookingErrorKind =
  'expired' | 'payment' | 'price-changed' | 'sold-out' | 'failed' | 'payment-error' | 'invalid-card';

export interface ClassifiedError {
  kind: BookingErrorKind;
  title: string;
  description: string;
}

const EXPIRY_CODES = new Set(['OFFER_EXPIRED', 'OFFER_NO_LONGER_AVAILABLE']);
const PAYMENT_CODES = new Set(['PAYMENT_FAILED', 'CARD_DECLINED']);

export const BOOKING_FAILED_FALLBACK = 'Something went wrong. Please try again.';
const PAYMENT_FAILED_FALLBACK = 'Your card was declined or the card details are incorrect.';
const PRICE_CHANGED_FALLBACK = 'The price of this flight has changed. Please review the new total and try again.';
const SOLD_OUT_FALLBACK = 'This flight is sold out. Nothing was charged. Please choose another flight.';
const PAYMENT_ERROR_FALLBACK = 'We could not process your payment. Please try again.';

const expired = (): ClassifiedError => ({
  kind: 'expired',
  title: 'Flight Offer Expired',
  description: 'This flight offer has expired.',
});

/**
 * Which failure the traveller is told about, from the gateway's answer. Machine codes decide
 * first; then the words of the message. One deliberate reading: 'expired' next to 'card' ("Your card has expired") is
 * a card failure, not an expired offer, so a traveller is not sent back to search for it.
 *
 * - 'booking' (the answer of POST /api/bookings): expiry ('expired', OFFER_EXPIRED); payment
 *   failure ('payment', 'card', PAYMENT_FAILED, CARD_DECLINED, 'resource not found'); 409
 *   PRICE_CHANGED; otherwise 'Booking Failed'.
 * - 'payment' (a payment that could not be completed or confirmed): expiry ('expired',
 *   'does not exist'); otherwise 'Payment Error'.
 */
export const classifyBookingError = (
  { status, code, message }: BookingFailure,
  stage: 'booking' | 'payment' = 'booking',
): ClassifiedError => {
  const text = (message ?? '').toLowerCase();
  const cardExpired = text.includes('expired') && text.includes('card');
  if (
    (code && EXPIRY_CODES.has(code)) ||
    (text.includes('expired') && !cardExpired && !(code && PAYMENT_CODES.has(code)))
  )
    return expired();

  if (stage === 'payment') {
    if (text.includes('does not exist')) return expired();
    return { kind: 'payment-error', title: 'Payment Error', description: message || PAYMENT_ERROR_FALLBACK };
  }

  // Another traveller took this offer and its flights are no longer sold: said plainly, nothing was charged.
  if (code === 'OFFER_SOLD_OUT')
    return { kind: 'sold-out', title: 'Flight Sold Out', description: message || SOLD_OUT_FALLBACK };
  if (status === 409 && code === 'PRICE_CHANGED')
    return { kind: 'price-changed', title: 'Booking Failed', description: message || PRICE_CHANGED_FALLBACK };
  if (
    (code && PAYMENT_CODES.has(code)) ||
    cardExpired ||
    ['payment', 'card', 'resource not found'].some((word) => text.includes(word))
  ) {
    return { kind: 'payment', title: 'Card Payment Failed', description: message || PAYMENT_FAILED_FALLBACK };
  }
  return { kind: 'failed', title: 'Booking Failed', description: message || BOOKING_FAILED_FALLBACK };
};
