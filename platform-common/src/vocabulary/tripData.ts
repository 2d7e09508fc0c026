// A booking's itinerary values: shared by its zod contract and the trip reader, off the shared
// platform chunk every page loads ('@portal/platform/vocabulary/answers').

/** The passenger types a booking's itinerary names. */
export const TRIP_PASSENGER_TYPES = ['adult', 'child', 'infant', 'infant_without_seat'] as const;

/** How a cancellation pays back: to the card, as the airline's credits, or as a voucher. */
export const REFUND_FORMS = ['card', 'airline_credits', 'voucher'] as const;
export type RefundForm = (typeof REFUND_FORMS)[number];

/** bookingData may arrive as a JSON string, which is parsed; unreadable text is no itinerary. */
export const itineraryOf = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};
