import { z } from 'zod';
export { CARD_ERROR_TITLES, maskCardNumber, maskExpiryMonth, maskExpiryYear, maskCvv } from '../vocabulary/payments';

const amount = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'Payment amount is required');
const currency = z.string().regex(/^[A-Z]{3}$/, 'Payment currency is required');

/**
 * A card PaymentMethod that Stripe.js made in the browser (`pm_…`): the only trace of a card
 * that reaches the portal. The number and CVC go from Stripe's own frame to Stripe.
 */
export const paymentMethodIdSchema = z.string().regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'Please enter your card details');

/** POST /api/payments/process-card */
/** A request that carries anything besides what the contract names (a card number, say) is refused. */
export const CARD_DATA_REFUSED =
  'Card details go to Stripe, never to this site: pay with the card form, which sends them to Stripe.';

export const paymentRequestSchema = z.strictObject(
  { amount, currency, paymentMethodId: paymentMethodIdSchema },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? CARD_DATA_REFUSED : undefined) },
);

/**
 * GET /api/payments/stripe-config: what the booking page gives Stripe.js for the system's mode.
 * The page loads the script at `stripeJsUrl` (Stripe's own, or the offline sandbox's
 * Stripe.js-compatible one) and calls `Stripe(publishableKey)`: one code path either way.
 */
export const stripeClientConfigSchema = z.object({ publishableKey: z.string().min(1), stripeJsUrl: z.string().url() });
export type StripeClientConfig = z.infer<typeof stripeClientConfigSchema>;
export const paymentResponseSchema = z.object({
  success: z.boolean(),
  paymentId: z.string().optional(),
  error: z.string().optional(),
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

export { amount as paymentAmountSchema, currency as paymentCurrencySchema };
