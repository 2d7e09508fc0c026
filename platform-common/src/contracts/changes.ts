import { z } from 'zod';
import { paymentMethodIdSchema } from './payments';

/**
 * Changing a confirmed booking (issue 18): other dates or flights on the same route, through
 * Duffel's order change flow. Amounts are selling amounts: what the card pays or gets back.
 */

const validIsoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const changeSliceSchema = z.object({
  origin: z.string().trim().toUpperCase().length(3, 'Please select an origin airport'),
  destination: z.string().trim().toUpperCase().length(3, 'Please select a destination airport'),
  departureDate: z
    .string({ error: 'Please select a departure date' })
    .refine(validIsoDate, 'Please select a departure date'),
});
export type ChangeSlice = z.output<typeof changeSliceSchema>;

/** POST /api/bookings/:id/changes: one slice per flight of the booking, in the same order. */
export const changeRequestSchema = z.object({ slices: z.array(changeSliceSchema).min(1).max(5) });
export type ChangeRequest = z.output<typeof changeRequestSchema>;

/** A flight of a change offer, as the traveller compares it with the booked one. */
export interface ChangeOfferSlice {
  origin: string;
  destination: string;
  departingAt: string;
  arrivingAt: string;
  flightNumbers: string[];
  /** The fare the new flight is sold in (it decides refunds and further changes); absent from gateways before it was sent */
  fareBrandName?: string | null;
}

export interface BookingChangeOffer {
  /** The id to confirm (POST /api/bookings/:id/changes/:changeOfferId/confirm) */
  changeOfferId: string;
  slices: ChangeOfferSlice[];
  /** 'pay': the card is charged `amount`; 'refund': `amount` goes back to the booking's card; 'none': nothing moves. */
  direction: 'pay' | 'refund' | 'none';
  amount: string;
  currency: string;
  /** The airline's change penalty, included in `amount` */
  penaltyAmount: string;
  /** The agency's fee on this change: '0.00' within 24 hours of booking */
  serviceFeeAmount: string;
  /** Booked less than 24 hours ago: the agency's markup is waived */
  freeChangeWindow: boolean;
  expiresAt: string;
}

export interface BookingChangeOffers {
  offers: BookingChangeOffer[];
}

/** POST /api/bookings/:id/changes/:changeOfferId/confirm: a card (Stripe.js PaymentMethod) when there is something to pay. */
export const changeConfirmSchema = z.object({ paymentMethodId: paymentMethodIdSchema.optional() });
export type ChangeConfirmRequest = z.output<typeof changeConfirmSchema>;

export interface ChangeConfirmAnswer {
  /** 'requires_action': the card asks for 3-D Secure; confirm again with the same Idempotency-Key once done. */
  status: 'changed' | 'requires_action' | 'pending';
  bookingId: string;
  changeOfferId: string;
  direction: BookingChangeOffer['direction'];
  amount: string;
  currency: string;
  /** Stripe's client secret for the 3-D Secure challenge (requires_action only) */
  clientSecret?: string;
}

const changeOfferSliceSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  departingAt: z.string(),
  arrivingAt: z.string(),
  flightNumbers: z.array(z.string()),
  fareBrandName: z.string().nullable().optional(),
});

/** What POST /api/bookings/:id/changes answers, as the change page reads it. */
export const bookingChangeOffersSchema: z.ZodType<BookingChangeOffers> = z.object({
  offers: z.array(
    z.object({
      changeOfferId: z.string(),
      slices: z.array(changeOfferSliceSchema),
      direction: z.enum(['pay', 'refund', 'none']),
      amount: z.string(),
      currency: z.string(),
      penaltyAmount: z.string(),
      serviceFeeAmount: z.string(),
      freeChangeWindow: z.boolean(),
      expiresAt: z.string(),
    }),
  ),
});

/** What POST /api/bookings/:id/changes/:changeOfferId/confirm answers (200 changed, 202 otherwise). */
export const changeConfirmAnswerSchema: z.ZodType<ChangeConfirmAnswer> = z.object({
  status: z.enum(['changed', 'requires_action', 'pending']),
  bookingId: z.string(),
  changeOfferId: z.string(),
  direction: z.enum(['pay', 'refund', 'none']),
  amount: z.string(),
  currency: z.string(),
  clientSecret: z.string().optional(),
});
