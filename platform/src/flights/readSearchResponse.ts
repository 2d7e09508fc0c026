import type { FareGroup, SearchFacets, SearchResponse } from '@portal/platform-common/contracts';
import { SORT_KEYS, TIME_BUCKET_VALUES } from '@portal/platform-common/vocabulary';
import {
  array,
  boolean,
  integer,
  literal,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
  type Reader,
} from '@portal/platform-common/json-readers';
import { amount, readFlightOffer } from './readFlightOffer';

// A page of results is the first answer of /search: read without zod, held to searchResponseSchema
// by a property test (readSearchResponse.test.ts).

/** facetOptionSchema(value) */
const facetOption = <T>(value: Reader<T>) => object({ value, count: integer(0), min_price: nullable(amount) });

const sortLead = nullable(object({ price: amount, minutes: nullable(integer()) }));

export const readSearchFacets: Reader<SearchFacets> = object({
  currency: string(),
  unfiltered_count: integer(0),
  stops: array(facetOption(integer(0, 2))),
  airlines: array(object({ value: string(), count: integer(0), min_price: nullable(amount), name: string() })),
  departure_time: array(facetOption(oneOf(TIME_BUCKET_VALUES))),
  arrival_time: array(facetOption(oneOf(TIME_BUCKET_VALUES))),
  duration: array(facetOption(integer())),
  refundable: facetOption(literal(true)),
  baggage_included: facetOption(literal(true)),
  price: object({ min: number, max: number }),
  duration_minutes: nullable(object({ min: integer(), max: integer() })),
  sorts: object({ best: sortLead, 'price-asc': sortLead, 'duration-asc': sortLead }),
});

const fareOption = object({
  offer_id: string(),
  fare_brand_name: nullable(string()),
  total_amount: amount,
  total_currency: string(),
  refundable: boolean,
  changeable: boolean,
  checked_bags: integer(0),
  carry_on_bags: integer(0),
});

export const readFareGroup: Reader<FareGroup> = object({ offer_id: string(), fares: array(fareOption, 1) });

/** A page of cards as searchResponseSchema parses it, or REFUSED. */
export const readSearchResponse: Reader<SearchResponse> = object({
  offers: array(readFlightOffer),
  total_count: integer(0),
  page: integer(1),
  limit: integer(1),
  sort: optional(oneOf(SORT_KEYS)),
  fare_groups: optional(array(readFareGroup)),
  facets: optional(readSearchFacets),
  complete: optional(boolean),
});
