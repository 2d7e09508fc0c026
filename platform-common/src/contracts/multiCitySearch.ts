import { z } from 'zod';
import { firstBookableIso, SALES_CLOSED_MESSAGE, todayIso } from '../vocabulary/search';
import { createSearchRequestSchema, searchFieldsSchema, type SearchRequest } from './flightSearch';
import { checkPartyAndPrice } from './searchPartyChecks';

export const MULTI_CITY_LIMITS = { minFlights: 2, maxFlights: 5 } as const;
export const MULTI_CITY_FLIGHTS_MESSAGE = 'A multi-city trip has 2 to 5 flights';
export const MULTI_CITY_ORDER_MESSAGE = 'Each flight must depart on or after the flight before it';
export const MULTI_CITY_SHAPE_MESSAGE =
  'A multi-city search takes its flights in slices, in place of origin, destination and dates';

const { origin, destination, departureDate, returnDate: _returnDate, ...searchFields } = searchFieldsSchema.shape;

/** One flight of a multi-city trip: the same fields, and messages, as a one-way search's. */
export const multiCitySliceSchema = z.object({ origin, destination, departureDate });
export type MultiCitySlice = z.output<typeof multiCitySliceSchema>;

/** The fields of a multi-city search: 2 to 5 flights, travellers, cabin, page and view as any search. */
export const multiCitySearchFieldsSchema = z.object({
  slices: z
    .array(multiCitySliceSchema, { error: MULTI_CITY_FLIGHTS_MESSAGE })
    .min(MULTI_CITY_LIMITS.minFlights, MULTI_CITY_FLIGHTS_MESSAGE)
    .max(MULTI_CITY_LIMITS.maxFlights, MULTI_CITY_FLIGHTS_MESSAGE),
  ...searchFields,
});

/**
 * The multi-city search with the checks done before submission: per flight, two different places and a
 * date neither past nor closed for sale; flights in date order (the same day is allowed); travellers as
 * any search. `today` and `firstBookable` as in createSearchRequestSchema.
 */
export const createMultiCitySearchRequestSchema = (dates: { today?: string; firstBookable?: string } = {}) =>
  multiCitySearchFieldsSchema.superRefine((search, ctx) => {
    const today = dates.today ?? todayIso();
    const firstBookable = dates.firstBookable ?? (dates.today === undefined ? firstBookableIso() : today);
    search.slices.forEach((slice, i) => {
      if (slice.origin === slice.destination) {
        ctx.addIssue({
          code: 'custom',
          path: ['slices', i, 'destination'],
          message: 'Origin and destination cannot be the same',
        });
      }
      if (slice.departureDate < today) {
        ctx.addIssue({
          code: 'custom',
          path: ['slices', i, 'departureDate'],
          message: 'Departure date cannot be in the past',
        });
      } else if (slice.departureDate < firstBookable) {
        ctx.addIssue({ code: 'custom', path: ['slices', i, 'departureDate'], message: SALES_CLOSED_MESSAGE });
      }
      const previous = search.slices[i - 1];
      if (previous && slice.departureDate < previous.departureDate) {
        ctx.addIssue({ code: 'custom', path: ['slices', i, 'departureDate'], message: MULTI_CITY_ORDER_MESSAGE });
      }
    });
    checkPartyAndPrice(search, ctx);
  });

export const multiCitySearchRequestSchema = createMultiCitySearchRequestSchema();
export type MultiCitySearchRequestInput = z.input<typeof multiCitySearchFieldsSchema>;
export type MultiCitySearchRequest = z.output<typeof multiCitySearchFieldsSchema>;

/** Any flight search: one-way or return (origin, destination, dates), or multi-city (slices). */
export type FlightSearchRequest = SearchRequest | MultiCitySearchRequest;

export const isMultiCitySearch = (search: FlightSearchRequest): search is MultiCitySearchRequest => 'slices' in search;

const ONE_WAY_OR_RETURN_FIELDS = ['origin', 'destination', 'departureDate', 'returnDate'] as const;

/**
 * Either shape of search, told apart by `slices`: a body with slices is checked as multi-city (and may not
 * also name an origin, destination or date), any other as one-way or return, each with its own messages
 * (a plain union would answer a wrong multi-city search with the one-way messages too).
 */
export const createFlightSearchRequestSchema = (dates: { today?: string; firstBookable?: string } = {}) => {
  const multiCity = createMultiCitySearchRequestSchema(dates);
  const oneWayOrReturn = createSearchRequestSchema(dates);
  return z.unknown().transform((input, ctx): FlightSearchRequest => {
    const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
    if (fields.slices === undefined) return parseInto(oneWayOrReturn, input, ctx);
    if (ONE_WAY_OR_RETURN_FIELDS.some((field) => fields[field] !== undefined && fields[field] !== '')) {
      ctx.addIssue({ code: 'custom', path: ['slices'], message: MULTI_CITY_SHAPE_MESSAGE });
      return z.NEVER;
    }
    return parseInto(multiCity, input, ctx);
  });
};

const parseInto = <T>(schema: z.ZodType<T>, input: unknown, ctx: z.RefinementCtx): T => {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const { path, message } of result.error.issues) ctx.addIssue({ code: 'custom', path, message });
  return z.NEVER;
};

export const flightSearchRequestSchema = createFlightSearchRequestSchema();
