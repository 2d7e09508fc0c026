import type { Trip } from '../contracts/trips';
import {
  answerOf,
  array,
  boolean,
  loose,
  nullable,
  object,
  oneOf,
  optional,
  preprocess,
  string,
  withDefault,
  type Reader,
} from '../validation/jsonReaders';
import { BOOKING_STATUSES } from '../vocabulary/bookings';
import { REFUND_FORMS, TRIP_PASSENGER_TYPES, itineraryOf } from '../vocabulary/tripData';

// A booking is the first answer of My Trips and of the change page: read without zod (about 33 KB
// with the contracts), held to tripSchema by a property test (readTrip.test.ts). Unknown keys are
// kept, as the contract's loose objects keep them.

const text = string();
const maybeText = optional(nullable(text));

const place = loose({ iata_code: text, city_name: maybeText, name: maybeText });

const segment = loose({
  id: optional(text),
  departing_at: text,
  arriving_at: text,
  origin: place,
  destination: place,
});

const slice = loose({
  id: optional(text),
  origin: place,
  destination: place,
  departure_time: maybeText,
  arrival_time: maybeText,
  segments: withDefault(array(segment), () => []),
});

const cancellationOption = loose({
  type: text,
  allowed: optional(boolean),
  penalty_amount: maybeText,
  penalty_currency: maybeText,
});

const itinerary = loose({
  slices: withDefault(array(slice), () => []),
  passengers: withDefault(
    array(
      loose({
        id: optional(text),
        given_name: text,
        family_name: text,
        type: oneOf(TRIP_PASSENGER_TYPES),
      }),
    ),
    () => [],
  ),
  conditions: withDefault(loose({ cancellation_options: withDefault(array(cancellationOption), () => []) }), () => ({
    cancellation_options: [],
  })),
  total_amount: optional(text),
  total_currency: optional(text),
});

const airlineCredit = object({
  code: text,
  name: text,
  amount: text,
  currency: text,
  issuedOn: text,
  expiresOn: text,
  passengerName: nullable(text),
});

export const readTrip: Reader<Trip> = loose({
  id: text,
  status: oneOf(BOOKING_STATUSES),
  duffelBookingId: maybeText,
  bookingReference: maybeText,
  bookingData: optional(preprocess(itineraryOf, nullable(itinerary))),
  totalAmount: nullable(text),
  totalCurrency: withDefault(text, () => 'USD'),
  cancellable: optional(boolean),
  refundAmount: maybeText,
  refundTo: optional(nullable(oneOf(REFUND_FORMS))),
  airlineCredits: optional(array(airlineCredit)),
  cancelledAt: maybeText,
  createdAt: optional(text),
});

/** GET /api/bookings/:id, as an RTK Query transformResponse. */
export const tripFrom: (body: unknown) => Trip = answerOf(readTrip, 'The booking');
/** GET /api/bookings */
export const tripListFrom: (body: unknown) => Trip[] = answerOf(array(readTrip), 'The bookings');
