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
  /** Set on a booking change's own intent (metadata change_id): it is the change's money, not the checkout's. */
  changeId?: string | null;
}

/** A booking change as the gateway records it (booking_changes). Amounts signed: negative is a refund. */
export interface ChangeFact {
  id: string;
  bookingId: string;
  status: string;
  currency: string;
  amountMinor: bigint;
  supplierChangeMinor: bigint;
  orderChangeId: string | null;
}

/** A Stripe refund as the Stripe sandbox keeps it. */
export interface RefundFact {
  id: string;
  intentId: string;
  amount: number;
  /** The change whose own refund this is (a cheaper change); null for a cancellation's refund. */
  changeId: string | null;
  bookingId?: string | null;
}

/** A Duffel order as the Duffel sandbox keeps it (booked, or cancelled since). */
export interface OrderFact {
  id: string;
  bookingId: string | null;
  totalMinor: bigint;
  currency: string;
  cancelled: boolean;
  /** The order changes Duffel confirmed on it (the sandbox keeps them with the order). */
  confirmedChangeIds?: string[];
}

export interface History {
  bookings: BookingFact[];
  events: EventFact[];
  authorizations: AuthorizationFact[];
  intents: IntentFact[];
  orders: OrderFact[];
  /** Booking changes and the refunds; absent in histories of checkouts alone. */
  changes?: ChangeFact[];
  refunds?: RefundFact[];
}

export interface Violation {
  rule: string;
  bookingId: string | null;
  detail: string;
}
