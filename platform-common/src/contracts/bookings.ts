import { z } from 'zod';
import { passengerFieldsSchema } from './passengers';
import { CARD_DATA_REFUSED, paymentAmountSchema, paymentCurrencySchema, paymentMethodIdSchema } from './payments';
import { BOOKING_STATUSES } from '../vocabulary/bookings';
export { BOOKING_STATUSES } from '../vocabulary/bookings';

/** One chosen seat: a seat service of the offer for one passenger on one segment. */
export const seatSelectionSchema = z.object({
  passengerId: z.string().min(1),
  segmentId: z.string().min(1),
  serviceId: z.string().min(1),
  designator: z.string().regex(/^\d{1,3}[A-Z]$/),
  amount: paymentAmountSchema,
  currency: paymentCurrencySchema,
});
export type SeatSelection = z.infer<typeof seatSelectionSchema>;

/**
 * POST /api/bookings (with an Idempotency-Key header). The amount is what the traveller saw:
 * the offer's total plus the chosen seats; the gateway recomputes it and answers 409 when it
 * differs. Either a card PaymentMethod made by Stripe.js in the browser (authorized during the
 * booking) or a paymentId from POST /api/payments/process-card. (`cardDetails` goes once the
 * gateway no longer takes it.)
 */
export const bookingRequestSchema = z.object({
  offerId: z.string().min(1, 'Offer ID is required'),
  passengers: z.array(passengerFieldsSchema).min(1, 'At least one passenger is required'),
  seats: z.array(seatSelectionSchema).max(36).default([]),
  paymentDetails: z
    .strictObject(
      {
        amount: paymentAmountSchema,
        currency: paymentCurrencySchema,
        paymentMethodId: paymentMethodIdSchema.optional(),
        paymentId: z.string().min(1).optional(),
      },
      { error: (issue) => (issue.code === 'unrecognized_keys' ? CARD_DATA_REFUSED : undefined) },
    )
    .refine(
      (payment) => Boolean(payment.paymentMethodId) !== Boolean(payment.paymentId),
      'Provide either card details or a payment id',
    ),
});
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

/**
 * POST /api/bookings when the card's bank asks for 3-D Secure (202): the booking waits. The page
 * runs `stripe.handleNextAction({ clientSecret })`, then POST /api/bookings/:id/authentication,
 * which answers the booking result (or the failure) once Stripe reports the outcome.
 */
export const bookingAuthenticationSchema = z.object({
  id: z.string(),
  status: z.literal('requires_action'),
  clientSecret: z.string(),
  message: z.string(),
});
export type BookingAuthentication = z.infer<typeof bookingAuthenticationSchema>;

/** What the gateway answers for a booking made (or being confirmed). */
export const bookingResultSchema = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  duffelBookingId: z.string(),
  /** The first 8 characters of duffelBookingId, upper-cased. */
  bookingReference: z.string(),
  totalAmount: z.string(),
  totalCurrency: z.string(),
  accountCreated: z.boolean(),
  /** The account the booking made (issue 20: no password; the guest chooses one through the e-mailed link). */
  accountInfo: z.object({ username: z.string(), email: z.string() }).nullable(),
  /** Set when the e-mail already had an account: the booking was attached to it. */
  attachedToExistingAccount: z.boolean(),
  emailContent: z.object({ subject: z.string(), text: z.string(), html: z.string() }).nullable(),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

/** The booking reference shown to travellers: the first 8 characters of the order id, upper-cased. */
export const bookingReferenceOf = (duffelBookingId: string): string => duffelBookingId.slice(0, 8).toUpperCase();

/** POST /api/bookings/attach: the token from the link in a guest booking's confirmation e-mail. */
export const attachBookingRequestSchema = z.object({
  token: z
    .string({ error: 'This link is incomplete' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43,128}$/, 'This link is incomplete'),
});
export type AttachBookingRequest = z.infer<typeof attachBookingRequestSchema>;
export const attachBookingResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AttachBookingResponse = z.infer<typeof attachBookingResponseSchema>;
export const BOOKING_ATTACHED_MESSAGE = 'The booking is in your My Trips now. Sign in to see it.';
