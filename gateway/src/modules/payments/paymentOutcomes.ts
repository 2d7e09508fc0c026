import type { PaymentResponse } from '@portal/platform-common/contracts';
import { AppError } from '../../http/errors';
import type { ProviderMode } from '../../providers';
import { PAYMENT_UNAVAILABLE_MESSAGE } from '../../providers/stripe/stripeAdapter';
import type { AuthorizationRecord } from './payments.repository';

/** process-card cannot show a 3-D Secure challenge: the booking page pays such a card itself. */
export const REQUIRES_ACTION_MESSAGE =
  'This card asks for 3-D Secure authentication: please pay for it on the booking page.';
export const AUTHENTICATION_FAILED_MESSAGE =
  'Your card payment could not be authenticated with your bank. Nothing was charged. Please try again or use another card.';
export const PAYMENT_NOT_FOUND_MESSAGE =
  'This card payment could not be found or was already used. Please enter your card details again.';

export type AuthorizeOutcome =
  | { outcome: 'authorized'; authorization: AuthorizationRecord }
  | { outcome: 'declined'; authorization: AuthorizationRecord; code: string; message: string }
  | { outcome: 'requires_action'; authorization: AuthorizationRecord; clientSecret: string }
  | { outcome: 'unknown'; authorization: AuthorizationRecord; reason: string };

export interface AuthorizeInput {
  mode: ProviderMode;
  amountMinor: bigint;
  currency: string;
  /** The PaymentMethod Stripe.js made in the browser. */
  paymentMethodId: string;
}

/** Where a 3-D Secure authorization stands once the traveller's browser is done (or gone). */
export type AuthenticationOutcome =
  | { outcome: 'authorized'; authorization: AuthorizationRecord }
  | { outcome: 'failed'; authorization: AuthorizationRecord; message: string }
  | { outcome: 'waiting' }
  | { outcome: 'unknown' };

/** The answer a failed authorization gets: the card's own wording for a decline. */
export const authorizationError = (outcome: Exclude<AuthorizeOutcome, { outcome: 'authorized' }>): AppError => {
  if (outcome.outcome === 'declined') return new AppError('PAYMENT_FAILED', outcome.message, 402);
  if (outcome.outcome === 'requires_action')
    return new AppError('PAYMENT_REQUIRES_ACTION', REQUIRES_ACTION_MESSAGE, 402);
  return new AppError('PAYMENT_UNAVAILABLE', PAYMENT_UNAVAILABLE_MESSAGE, 502);
};

/** POST /api/payments/process-card's answer for an authorization, whether just made or replayed. */
export const paymentAnswer = (record: AuthorizationRecord): PaymentResponse => {
  if (record.status === 'authorized' && record.providerPaymentId)
    return { success: true, paymentId: record.providerPaymentId };
  if (record.status === 'declined' && record.failureCode !== 'no_answer')
    throw new AppError('PAYMENT_FAILED', record.failureMessage ?? 'Your card was declined.', 402);
  if (record.status === 'requires_action') throw new AppError('PAYMENT_REQUIRES_ACTION', REQUIRES_ACTION_MESSAGE, 402);
  if (record.status === 'voided' || record.status === 'captured')
    throw new AppError('PAYMENT_FAILED', PAYMENT_NOT_FOUND_MESSAGE, 402);
  throw new AppError('PAYMENT_UNAVAILABLE', PAYMENT_UNAVAILABLE_MESSAGE, 502);
};
