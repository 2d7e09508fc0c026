import type { BookingAuthentication, BookingResult } from '@portal/platform-common/contracts';
import type { ADMIN_BOOKING_STATUSES } from '@portal/platform-common/vocabulary';

/** Where a booking is in the checkout saga (the one list, with what each status means, is in the vocabulary). */
export type BookingStatus = (typeof ADMIN_BOOKING_STATUSES)[number];

/** Not finished: the resumer drives these to confirmed or failed. */
export const UNFINISHED: BookingStatus[] = [
  'pending',
  'awaiting_authentication',
  'authorized',
  'order_unknown',
  'order_created',
];

export interface ItineraryPlace {
  iata_code: string;
  name: string;
  city_name: string;
  country_code: string;
  time_zone?: string;
}

export interface ItinerarySegment {
  id: string;
  departing_at: string;
  arriving_at: string;
  origin: ItineraryPlace;
  destination: ItineraryPlace;
  flight_number: string;
  marketing_carrier: { name: string; iata_code: string };
  operating_carrier: { name: string; iata_code: string };
  aircraft: string | null;
  duration: string | null;
}

export interface ItinerarySlice {
  id: string;
  origin: ItineraryPlace;
  destination: ItineraryPlace;
  departure_time: string | null;
  arrival_time: string | null;
  duration: string | null;
  segments: ItinerarySegment[];
}

export interface ItineraryPassenger {
  id: string;
  type: 'adult' | 'child' | 'infant_without_seat';
  title: string;
  given_name: string;
  family_name: string;
}

export interface CancellationOption {
  type: 'refund_before_departure' | 'change_before_departure';
  allowed: boolean;
  penalty_amount: string | null;
  penalty_currency: string | null;
}

/** The booking as My Trips and the e-mail show it (the bookingData of the bookings contract): no card, no passport. */
export interface Itinerary {
  offer_id: string;
  order_id: string | null;
  booking_reference: string | null;
  owner: { name: string; iata_code: string };
  slices: ItinerarySlice[];
  passengers: ItineraryPassenger[];
  seats: { passenger_id: string; segment_id: string; designator: string }[];
  conditions: { refundable: boolean; changeable: boolean; cancellation_options: CancellationOption[] };
  total_amount: string;
  total_currency: string;
}

/** One airline credit of a cancellation (Duffel's airline_credits), kept for the traveller to redeem. */
export interface StoredAirlineCredit {
  id: string;
  name: string;
  code: string;
  amount: string;
  currency: string;
  issuedOn: string;
  passengerId: string;
}

/** What a retry of the same Idempotency-Key is answered with. */
export interface StoredAnswer {
  status: number;
  /** A confirmed result is kept with accountInfo null: only the sealed account secret adds it back. */
  body: BookingResult | BookingAuthentication | { message: string; error: string };
}
