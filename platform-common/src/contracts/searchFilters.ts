import { z } from 'zod';
import { SORT_KEYS, TIME_BUCKET_VALUES } from '../vocabulary/search';
export { DEFAULT_SORT, SORT_KEYS, TIME_BUCKET_VALUES, type SortKey, type TimeBucket } from '../vocabulary/search';

/** A query string carries 'a,b'; a JSON body may carry ['a', 'b']: both read as a list. */
const list = <T extends z.ZodType>(item: (message: string) => T, message: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',').map((part) => part.trim())) : value,
    z.array(item(message), { error: message }).max(50, message),
  );

const HOURS = 'Maximum duration must be a number of hours from 1 to 72';

const flag = (message: string) =>
  z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean({ error: message }));

const price = (message: string) =>
  z.coerce.number({ error: message }).finite(message).min(0, message).max(10_000_000, message);

/**
 * What narrows and orders a search's offers (the results' filters and sort), sent with the search so the
 * gateway answers over every offer, not the loaded pages. Every field is optional: none is no filter.
 */
export const searchViewSchema = z.object({
  stops: list(
    (error) => z.coerce.number({ error }).int(error).min(0, error).max(2, error),
    'Stops must be 0, 1 or 2 (2 means two or more)',
  ).optional(),
  airlines: list(
    (error) => z.string({ error }).regex(/^[A-Z0-9]{2}$/, error),
    'Airlines must be two-character airline codes',
  ).optional(),
  departureTime: list(
    (error) => z.enum(TIME_BUCKET_VALUES, { error }),
    `Departure time must be one of ${TIME_BUCKET_VALUES.join(', ')}`,
  ).optional(),
  arrivalTime: list(
    (error) => z.enum(TIME_BUCKET_VALUES, { error }),
    `Arrival time must be one of ${TIME_BUCKET_VALUES.join(', ')}`,
  ).optional(),
  maxDuration: z.coerce.number({ error: HOURS }).int(HOURS).min(1, HOURS).max(72, HOURS).optional(),
  priceMin: price('Minimum price must be a number of 0 or more').optional(),
  priceMax: price('Maximum price must be a number of 0 or more').optional(),
  refundable: flag('Refundable must be true or false').optional(),
  baggageIncluded: flag('Baggage included must be true or false').optional(),
  sort: z.enum(SORT_KEYS, { error: `Sort must be one of ${SORT_KEYS.join(', ')}` }).optional(),
});
export type SearchView = z.output<typeof searchViewSchema>;

const amount = z.string().regex(/^\d+(\.\d{1,2})?$/);

/** One filter option: how many cards it leaves (with the other groups' filters applied) and their lowest price. */
const facetOptionSchema = <T extends z.ZodType>(value: T) =>
  z.object({ value, count: z.number().int().min(0), min_price: amount.nullable() });

/** The heading of a sort tab: the price and outbound minutes of the card it puts first. */
const sortLeadSchema = z.object({ price: amount, minutes: z.number().int().nullable() }).nullable();

export const searchFacetsSchema = z.object({
  currency: z.string(),
  /** Cards in the search before any filter. */
  unfiltered_count: z.number().int().min(0),
  stops: z.array(facetOptionSchema(z.number().int().min(0).max(2))),
  airlines: z.array(facetOptionSchema(z.string()).extend({ name: z.string() })),
  departure_time: z.array(facetOptionSchema(z.enum(TIME_BUCKET_VALUES))),
  arrival_time: z.array(facetOptionSchema(z.enum(TIME_BUCKET_VALUES))),
  /** Maximum outbound durations, in hours. */
  duration: z.array(facetOptionSchema(z.number().int())),
  refundable: facetOptionSchema(z.literal(true)),
  baggage_included: facetOptionSchema(z.literal(true)),
  /** Lowest and highest selling total over every offer of the search, rounded out to whole units. */
  price: z.object({ min: z.number(), max: z.number() }),
  duration_minutes: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  sorts: z.object({ best: sortLeadSchema, 'price-asc': sortLeadSchema, 'duration-asc': sortLeadSchema }),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

/** One fare of a card's flights, as Duffel brands it, and what it includes. */
export const fareOptionSchema = z.object({
  offer_id: z.string(),
  fare_brand_name: z.string().nullable(),
  total_amount: amount,
  total_currency: z.string(),
  refundable: z.boolean(),
  changeable: z.boolean(),
  /** Bags per passenger on the first segment (the card's allowance). */
  checked_bags: z.number().int().min(0),
  carry_on_bags: z.number().int().min(0),
});
export type FareOption = z.infer<typeof fareOptionSchema>;

/** The fares of one card's flights that pass the filters, cheapest first; the card's offer is the first. */
export const fareGroupSchema = z.object({ offer_id: z.string(), fares: z.array(fareOptionSchema).min(1) });
export type FareGroup = z.infer<typeof fareGroupSchema>;
