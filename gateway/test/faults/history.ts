/**
 * What a run left behind, from every side: the gateway's own records (bookings, their events,
 * payment authorizations) and the providers' (the Stripe sandbox's intents, the Duffel
 * sandbox's orders). The checker judges the run from this alone.
 */
export interface BookingFact {
  id: string;
  status: string;
  currency: string | null;
  sellingTotalMinor: bigint | null;
  supplierTotalMinor: bigint | null;
  paymentAuthorizationId: string | null;
  duffelOrderId: string | null;
}

export interface EventFact {
  /** Order of recording (booking_events.id). */
  seq: number;
  bookingId: string;
  step: string;
  outcome: string;
}

export interface AuthorizationFact {
  id: string;
  bookingId: string | null;
  status: string;
  providerPaymentId: string | null;
  amountMinor: bigint;
}

/** A Stripe PaymentIntent as the Stripe sandbox keeps it. */
export interface IntentFact {
  id: string;
  status: string;
  amount: number;
  amountReceived: number;
  currency: string;
  bookingId: string | null;
  authorizationId: string | null;
}

/** A Duffel order as the Duffel sandbox keeps it (booked, or cancelled since). */
export interface OrderFact {
  id: string;
  bookingId: string | null;
  totalMinor: bigint;
  currency: string;
  cancelled: boolean;
}

export interface History {
  bookings: BookingFact[];
  events: EventFact[];
  authorizations: AuthorizationFact[];
  intents: IntentFact[];
  orders: OrderFact[];
}

export interface Violation {
  rule: string;
  bookingId: string | null;
  detail: string;
}
