import { CARD_ERROR_TITLES } from '@portal/platform';
import type { StripeError } from '@stripe/stripe-js';
import { classifyBookingError, type ClassifiedError } from './classifyBookingError';

/** What the portal's own form holds: the card itself lives in Stripe's frame. */
export interface HolderForm {
  holderName: string;
}

export const EMPTY_HOLDER: HolderForm = { holderName: '' };

const HOLDER_NAME_MESSAGE = 'Please enter the name as it appears on your card';

/** The card holder's name: at least 3 characters after trimming. */
export const checkHolderName = (value: string): true | string => value.trim().length >= 3 || HOLDER_NAME_MESSAGE;

export const holderNameProblem = (message: string) => ({ title: CARD_ERROR_TITLES.holderName, description: message });

/** The part of a Stripe.js validation error that names the field (incomplete_cvc, invalid_expiry_year_past...). */
const titleFor = (code: string | undefined): string => {
  if (code?.includes('cvc')) return CARD_ERROR_TITLES.cvv;
  if (code?.includes('expiry')) return CARD_ERROR_TITLES.expiryMonth;
  return CARD_ERROR_TITLES.number;
};

const STRIPE_UNAVAILABLE = 'Secure card entry is not ready. Please try again.';

/**
 * A card Stripe.js refused before any payment: the spec's title for the field with Stripe's own
 * words (a validation error keeps the card as typed); a card error is a card payment failure;
 * anything else (Stripe unreachable) a 'Payment Error'.
 */
export const classifyStripeError = (
  error: Pick<StripeError, 'type' | 'code' | 'message'> | undefined,
): ClassifiedError => {
  if (error?.type === 'validation_error')
    return { kind: 'invalid-card', title: titleFor(error.code), description: error.message ?? STRIPE_UNAVAILABLE };
  if (error?.type === 'card_error') return classifyBookingError({ code: 'PAYMENT_FAILED', message: error.message });
  return classifyBookingError({ message: error?.message || STRIPE_UNAVAILABLE }, 'payment');
};
