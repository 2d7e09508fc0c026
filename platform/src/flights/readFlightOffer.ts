import type { FlightOffer } from '@portal/platform-common/contracts';
import {
  array,
  boolean,
  integer,
  matching,
  nullable,
  object,
  oneOf,
  optional,
  string,
  type Reader,
} from '@portal/platform-common/json-readers';

// An offer is the first answer of the flight page (and of the checkout): read without zod (about
// 33 KB with the contracts), held to flightOfferSchema by a property test (readFlightOffer.test.ts).
// Fetched in the flight readers' chunk (flightReaders.ts) with the first offer or results page.

/** A decimal amount as the contracts write it: digits, up to two after the point. */
export const amount = matching(/^\d+(\.\d{1,2})?$/);
const currency = matching(/^[A-Z]{3}$/);
const ofLength = (length: number) => string((text) => text.length === length);

const place = object({
  name: string(),
  iata_code: ofLength(3),
  city_name: string(),
  country_code: ofLength(2),
  time_zone: optional(string()),
  terminal: optional(nullable(string())),
});

const carrier = object({ name: string(), iata_code: string(), logo_url: nullable(string()) });

const segment = object({
  id: string(),
  departing_at: string(),
  arriving_at: string(),
  origin: place,
  destination: place,
  marketing_carrier: carrier,
  operating_carrier: carrier,
  airline: carrier,
  flight_number: string(),
  aircraft: nullable(object({ name: string() })),
  duration: nullable(string()),
  baggage: object({ checked: integer(0), carry_on: integer(0) }),
  cabin_class: string(),
  services: array(object({ type: string(), description: string() })),
});

const slice = object({
  id: string(),
  origin: place,
  destination: place,
  duration: nullable(string()),
  departure_time: optional(string()),
  arrival_time: optional(string()),
  fare_brand_name: optional(nullable(string())),
  segments: array(segment),
});

const penalty = nullable(object({ amount, currency }));

const service = object({
  id: string(),
  type: string(),
  name: string(),
  description: string(),
  total_amount: amount,
  total_currency: currency,
  passenger_ids: array(string()),
  segment_ids: array(string()),
  maximum_quantity: integer(1),
});

/** An offer as flightOfferSchema parses it, or REFUSED. */
export const readFlightOffer: Reader<FlightOffer> = object({
  id: string(),
  total_amount: amount,
  total_currency: currency,
  base_amount: amount,
  base_currency: currency,
  tax_amount: amount,
  tax_currency: currency,
  service_fee_amount: amount,
  service_fee_currency: currency,
  owner: carrier,
  slices: array(slice),
  conditions: object({
    refundable: boolean,
    changeable: boolean,
    refund_penalty: penalty,
    change_penalty: penalty,
  }),
  baggage_included: boolean,
  available_services: array(service),
  passenger_identity_documents_required: boolean,
  expires_at: string(),
  created_at: string(),
  payment_requirements: object({
    price_guarantee_expires_at: nullable(string()),
    payment_required_by: nullable(string()),
  }),
  passengers: array(object({ id: string(), type: oneOf(['adult', 'child', 'infant_without_seat']) })),
});
