import { z } from 'zod';
import { fareGroupSchema, searchFacetsSchema, SORT_KEYS } from './searchFilters';

const amount = z.string().regex(/^\d+(\.\d{1,2})?$/);
const currency = z.string().regex(/^[A-Z]{3}$/);

export const placeSchema = z.object({
  name: z.string(),
  iata_code: z.string().length(3),
  city_name: z.string(),
  country_code: z.string().length(2),
  time_zone: z.string().optional(),
  terminal: z.string().nullable().optional(),
});

export const carrierSchema = z.object({ name: z.string(), iata_code: z.string(), logo_url: z.string().nullable() });

export const segmentSchema = z.object({
  id: z.string(),
  departing_at: z.string(),
  arriving_at: z.string(),
  origin: placeSchema,
  destination: placeSchema,
  marketing_carrier: carrierSchema,
  operating_carrier: carrierSchema,
  airline: carrierSchema,
  flight_number: z.string(),
  aircraft: z.object({ name: z.string() }).nullable(),
  duration: z.string().nullable(),
  /** What the first passenger may bring on this segment. */
  baggage: z.object({ checked: z.number().int().min(0), carry_on: z.number().int().min(0) }),
  cabin_class: z.string(),
  services: z.array(z.object({ type: z.string(), description: z.string() })),
});

export const sliceSchema = z.object({
  id: z.string(),
  origin: placeSchema,
  destination: placeSchema,
  duration: z.string().nullable(),
  departure_time: z.string().optional(),
  arrival_time: z.string().optional(),
  fare_brand_name: z.string().nullable().optional(),
  segments: z.array(segmentSchema),
});

const penaltySchema = z.object({ amount, currency }).nullable();

export const offerServiceSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  description: z.string(),
  total_amount: amount,
  total_currency: currency,
  passenger_ids: z.array(z.string()),
  segment_ids: z.array(z.string()),
  maximum_quantity: z.number().int().min(1),
});

/**
 * A flight offer as the browser receives it. Amounts are selling
 * prices: the gateway applied the brand's markup once; supplier amounts never leave the server.
 * The markup is the brand's service fee, shown as its own amount: base (the airline's fare) +
 * tax + service fee = total, exactly. A supplier offer (server side only) has a service fee of 0.
 */
export const flightOfferSchema = z.object({
  id: z.string(),
  total_amount: amount,
  total_currency: currency,
  base_amount: amount,
  base_currency: currency,
  tax_amount: amount,
  tax_currency: currency,
  service_fee_amount: amount,
  service_fee_currency: currency,
  owner: carrierSchema,
  slices: z.array(sliceSchema),
  conditions: z.object({
    refundable: z.boolean(),
    changeable: z.boolean(),
    refund_penalty: penaltySchema,
    change_penalty: penaltySchema,
  }),
  baggage_included: z.boolean(),
  available_services: z.array(offerServiceSchema),
  passenger_identity_documents_required: z.boolean(),
  expires_at: z.string(),
  created_at: z.string(),
  payment_requirements: z.object({
    price_guarantee_expires_at: z.string().nullable(),
    payment_required_by: z.string().nullable(),
  }),
  passengers: z.array(z.object({ id: z.string(), type: z.enum(['adult', 'child', 'infant_without_seat']) })),
});
export type FlightOffer = z.infer<typeof flightOfferSchema>;
export type Slice = z.infer<typeof sliceSchema>;
export type Segment = z.infer<typeof segmentSchema>;

/**
 * POST/GET /api/flights/search: a page of cards. Offers of the same flights are one card;
 * `offers` holds each card's cheapest fare that passes the filters, `fare_groups` (same order)
 * every such fare of the card, and `total_count` counts cards after the filters.
 */
export const searchResponseSchema = z.object({
  offers: z.array(flightOfferSchema),
  total_count: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  sort: z.enum(SORT_KEYS).optional(),
  fare_groups: z.array(fareGroupSchema).optional(),
  facets: searchFacetsSchema.optional(),
  /**
   * False while the provider is still listing the search's later (dearer) offers: the answer
   * holds the cheapest ones found so far and a re-ask shortly after may hold more. Absent: true.
   */
  complete: z.boolean().optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** GET /api/flights/verify-offer/:id (410 when expired, 404 when unknown) */
export const offerValiditySchema = z.object({
  valid: z.boolean(),
  message: z.string(),
  error: z.string().optional(),
  expires_at: z.string().nullable(),
});
export type OfferValidity = z.infer<typeof offerValiditySchema>;

const seatServiceSchema = z.object({
  id: z.string(),
  passenger_id: z.string(),
  total_amount: amount,
  total_currency: currency,
});

export const seatElementSchema = z.object({
  type: z.enum(['seat', 'exit_row', 'lavatory', 'galley', 'closet', 'bassinet', 'stairs', 'empty']),
  designator: z.string().optional(),
  name: z.string().optional(),
  available: z.boolean(),
  available_services: z.array(seatServiceSchema),
});

/** GET /api/flights/seatmaps/:id: one map per segment (an empty list: no seat selection). */
export const seatMapSchema = z.object({
  id: z.string(),
  slice_id: z.string(),
  segment_id: z.string(),
  cabins: z.array(
    z.object({
      cabin_class: z.string(),
      deck: z.number().int(),
      aisles: z.number().int(),
      rows: z.array(
        z.object({
          number: z.number().int().nullable(),
          sections: z.array(z.object({ elements: z.array(seatElementSchema) })),
        }),
      ),
    }),
  ),
});
export const seatMapsResponseSchema = z.array(seatMapSchema);
export type SeatMap = z.infer<typeof seatMapSchema>;
export type SeatElement = z.infer<typeof seatElementSchema>;
