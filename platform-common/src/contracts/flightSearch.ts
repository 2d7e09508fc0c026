import { z } from 'zod';
import { CABIN_CLASSES, firstBookableIso, SALES_CLOSED_MESSAGE, SEARCH_LIMITS, todayIso } from '../vocabulary/search';
import { searchViewSchema } from './searchFilters';
import { checkPartyAndPrice } from './searchPartyChecks';
export {
  CABIN_CLASSES,
  firstBookableIso,
  SALES_CLOSE_HOURS,
  SALES_CLOSED_MESSAGE,
  SEARCH_LIMITS,
  suggestedDepartureIso,
  todayIso,
} from '../vocabulary/search';

export const cabinClassSchema = z.enum(CABIN_CLASSES);
export type CabinClass = z.infer<typeof cabinClassSchema>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const validIsoDate = (value: string) =>
  isoDate.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const count = (min: number, message?: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(SEARCH_LIMITS.maxPassengers, message);

/** The fields of the flight search, each with the message a traveller reads when it is wrong. */
export const searchFieldsSchema = z.object({
  origin: z.string().trim().toUpperCase().length(3, 'Please select an origin airport'),
  destination: z.string().trim().toUpperCase().length(3, 'Please select a destination airport'),
  departureDate: z
    .string({ error: 'Please select a departure date' })
    .min(1, 'Please select a departure date')
    .refine(validIsoDate, 'Please select a departure date'),
  returnDate: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || validIsoDate(value), 'Please select a valid return date'),
  cabinClass: cabinClassSchema.default('economy'),
  adultsCount: count(1, 'At least 1 adult is required').default(1),
  childrenCount: count(0).default(0),
  infantsCount: count(0).default(0),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMITS.maxLimit).default(SEARCH_LIMITS.firstPage),
  ...searchViewSchema.shape,
});

/**
 * The whole search request with the checks done before submission (route, dates, travellers). `today` and
 * `firstBookable` are the validator's dates: the browser's own by default; the gateway passes the
 * earliest date any traveller's time zone can still call today, then checks at the origin.
 */
export const createSearchRequestSchema = (dates: { today?: string; firstBookable?: string } = {}) =>
  searchFieldsSchema.superRefine((search, ctx) => {
    // Read when a search is checked, not when the schema is made: a page left open overnight moves on.
    const today = dates.today ?? todayIso();
    const firstBookable = dates.firstBookable ?? (dates.today === undefined ? firstBookableIso() : today);
    if (search.origin === search.destination) {
      ctx.addIssue({ code: 'custom', path: ['destination'], message: 'Origin and destination cannot be the same' });
    }
    if (search.departureDate < today) {
      ctx.addIssue({ code: 'custom', path: ['departureDate'], message: 'Departure date cannot be in the past' });
    } else if (search.departureDate < firstBookable) {
      ctx.addIssue({ code: 'custom', path: ['departureDate'], message: SALES_CLOSED_MESSAGE });
    }
    if (search.returnDate && search.returnDate < search.departureDate) {
      ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'Return date must be after departure date' });
    }
    checkPartyAndPrice(search, ctx);
  });

export const searchRequestSchema = createSearchRequestSchema();
export type SearchRequestInput = z.input<typeof searchFieldsSchema>;
export type SearchRequest = z.output<typeof searchFieldsSchema>;
