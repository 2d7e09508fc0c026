import { z } from 'zod';
import { BOOKING_STATUSES } from './bookings';
import { CANCEL_SUCCESS_FALLBACK } from '../vocabulary/trips';
import { REFUND_FORMS, TRIP_PASSENGER_TYPES, itineraryOf } from '../vocabulary/tripData';
export { PASSENGER_TYPE_LABELS, CANCEL_SUCCESS_FALLBACK } from '../vocabulary/trips';
export { REFUND_FORMS, type RefundForm } from '../vocabulary/tripData';

const placeSchema = z
  .object({
    iata_code: z.string(),
    city_name: z.string().nullable().optional(),
    name: z.string().nullable().optional(),
  })
  .loose();

const segmentSchema = z
  .object({
    id: z.string().optional(),
    departing_at: z.string(),
    arriving_at: z.string(),
    origin: placeSchema,
    destination: placeSchema,
  })
  .loose();

const tripSliceSchema = z
  .object({
    id: z.string().optional(),
    origin: placeSchema,
    destination: placeSchema,
    departure_time: z.string().nullable().optional(),
    arrival_time: z.string().nullable().optional(),
    segments: z.array(segmentSchema).default([]),
  })
  .loose();

const cancellationOptionSchema = z
  .object({
    type: z.string(),
    allowed: z.boolean().optional(),
    penalty_amount: z.string().nullable().optional(),
    penalty_currency: z.string().nullable().optional(),
  })
  .loose();

/** The booking's itinerary as the gateway keeps it (no card, no passport). */
export const tripDataSchema = z
  .object({
    slices: z.array(tripSliceSchema).default([]),
    passengers: z
      .array(
        z
          .object({
            id: z.string().optional(),
            given_name: z.string(),
            family_name: z.string(),
            type: z.enum(TRIP_PASSENGER_TYPES),
          })
          .loose(),
      )
      .default([]),
    conditions: z
      .object({ cancellation_options: z.array(cancellationOptionSchema).default([]) })
      .loose()
      .default({ cancellation_options: [] }),
    total_amount: z.string().optional(),
    total_currency: z.string().optional(),
  })
  .loose();
export type TripData = z.infer<typeof tripDataSchema>;
export type TripSlice = TripData['slices'][number];

/** One airline credit: its code redeems it with the airline (Duffel gives no expiry; airlines' usual is a year from issue). */
export const airlineCreditSchema = z.object({
  code: z.string(),
  name: z.string(),
  amount: z.string(),
  currency: z.string(),
  issuedOn: z.string(),
  expiresOn: z.string(),
  passengerName: z.string().nullable(),
});
export type AirlineCredit = z.infer<typeof airlineCreditSchema>;

/** POST /api/bookings/:id/cancellation-quote: what cancelling would pay back, before the traveller confirms. */
export const cancellationPreviewSchema = z.object({
  refundTo: z.enum(REFUND_FORMS),
  refundAmount: z.string(),
  refundCurrency: z.string(),
  airlineCredits: z.array(airlineCreditSchema),
  /**
   * What was paid and what cancelling keeps, in refundCurrency: kept = paid − refund, of which the
   * brand's service fee (its markup, never refunded) and the airline's fee. Null when the gateway
   * cannot work it out (an older booking, a refund in another currency).
   */
  paidAmount: z.string().nullable().default(null),
  keptAmount: z.string().nullable().default(null),
  serviceFeeKept: z.string().nullable().default(null),
  airlineFeeKept: z.string().nullable().default(null),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;

/** A booking as GET /api/bookings and GET /api/bookings/:id answer it (My Trips). */
export const tripSchema = z
  .object({
    id: z.string(),
    status: z.enum(BOOKING_STATUSES),
    duffelBookingId: z.string().nullable().optional(),
    bookingReference: z.string().nullable().optional(),
    bookingData: z.preprocess(itineraryOf, tripDataSchema.nullable()).optional(),
    totalAmount: z.string().nullable(),
    totalCurrency: z.string().default('USD'),
    /** The gateway's word on whether Cancel is offered (fare, departure); absent from older gateways. */
    cancellable: z.boolean().optional(),
    refundAmount: z.string().nullable().optional(),
    /** A cancelled booking: how it was paid back, and the airline credits to redeem. */
    refundTo: z.enum(REFUND_FORMS).nullable().optional(),
    airlineCredits: z.array(airlineCreditSchema).optional(),
    cancelledAt: z.string().nullable().optional(),
    createdAt: z.string().optional(),
  })
  .loose();
export type Trip = z.infer<typeof tripSchema>;
/** GET /api/bookings */
export const tripListSchema = z.array(tripSchema);

export const cancelResultSchema = z
  .object({
    success: z.boolean().default(true),
    message: z.string().default(CANCEL_SUCCESS_FALLBACK),
    refundPending: z.boolean().default(false),
  })
  .loose();
export type CancelResult = z.infer<typeof cancelResultSchema>;
