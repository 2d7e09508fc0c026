import { z } from 'zod';
import cardValidator from 'card-validator';
import { digitsOnly } from '../vocabulary/payments';
export { CARD_ERROR_TITLES, maskCardNumber, maskExpiryMonth, maskExpiryYear, maskCvv } from '../vocabulary/payments';

/**
 * Card details as typed. Messages are the descriptions of the spec's title/description
 * pairs; the title of each ('Invalid Card Number', ...) is CARD_ERROR_TITLES[field].
 */
export const cardDetailsSchema = z
  .object({
    number: z.string().transform(digitsOnly),
    expiryMonth: z.string().trim(),
    expiryYear: z.string().trim(),
    cvv: z.string().transform(digitsOnly),
    holderName: z.string().trim(),
  })
  .superRefine((card, ctx) => {
    if (card.number.length < 15 || card.number.length > 19)
      ctx.addIssue({ code: 'custom', path: ['number'], message: 'Please enter a valid card number' });
    // card-validator: the Luhn checksum plus a known card network with a fitting length.
    else if (!cardValidator.number(card.number).isValid)
      ctx.addIssue({ code: 'custom', path: ['number'], message: 'The card number you entered is not valid' });
    const expiry = cardValidator.expirationDate({ month: card.expiryMonth, year: card.expiryYear });
    if (!card.expiryMonth || !card.expiryYear || !expiry.isValid)
      ctx.addIssue({ code: 'custom', path: ['expiryMonth'], message: 'Please enter a valid expiration date' });
    if (card.cvv.length < 3 || card.cvv.length > 4)
      ctx.addIssue({ code: 'custom', path: ['cvv'], message: 'Please enter a valid security code (CVV)' });
    if (card.holderName.length < 3)
      ctx.addIssue({
        code: 'custom',
        path: ['holderName'],
        message: 'Please enter the name as it appears on your card',
      });
  });
export type CardDetailsInput = z.input<typeof cardDetailsSchema>;
export type CardDetails = z.output<typeof cardDetailsSchema>;

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
