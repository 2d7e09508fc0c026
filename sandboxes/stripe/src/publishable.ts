import type Stripe from 'stripe';
import { sameSecret } from './auth';
import { clientSecretMismatch } from './errors';

/**
 * The fields Stripe answers to a publishable key (the API reference marks them "retrievable with
 * publishable key"; @stripe/stripe-js types its PaymentIntent with exactly these): no metadata,
 * no charges, no amounts captured or capturable.
 */
const PUBLISHABLE_FIELDS = [
  'id',
  'object',
  'amount',
  'canceled_at',
  'cancellation_reason',
  'capture_method',
  'client_secret',
  'confirmation_method',
  'created',
  'currency',
  'description',
  'last_payment_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_types',
  'processing',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'status',
] as const satisfies readonly (keyof Stripe.PaymentIntent)[];

export type PublishablePaymentIntent = Pick<Stripe.PaymentIntent, (typeof PUBLISHABLE_FIELDS)[number]>;

export const publishableIntentView = (intent: Stripe.PaymentIntent): PublishablePaymentIntent =>
  Object.fromEntries(PUBLISHABLE_FIELDS.map((field) => [field, intent[field]])) as PublishablePaymentIntent;

/** A publishable key reads or acts on an intent only with its client secret (compared in constant time). */
export const checkClientSecret = (intent: Stripe.PaymentIntent, clientSecret: string): void => {
  if (!intent.client_secret || !sameSecret(clientSecret, intent.client_secret)) throw clientSecretMismatch();
};
