import { z } from 'zod';

/** Days either side of the chosen departure that the results' flexible-dates strip prices. */
export const FLEXIBLE_DAYS_EACH_SIDE = 3;

/**
 * One date of the strip: the cheapest selling price of that search ('priced'), no flights that
 * day ('none'), or not known now ('unknown': the provider failed or the search limit was met).
 */
export const flexibleDaySchema = z.object({
  departureDate: z.iso.date(),
  returnDate: z.iso.date().optional(),
  status: z.enum(['priced', 'none', 'unknown']),
  price: z.object({ amount: z.string(), currency: z.string().length(3) }).nullable(),
});

/** GET /api/flights/flexible-dates: the chosen date and its neighbours, in date order (bookable days only). */
export const flexibleDatesResponseSchema = z.object({ days: z.array(flexibleDaySchema) });

export type FlexibleDay = z.infer<typeof flexibleDaySchema>;
export type FlexibleDatesResponse = z.infer<typeof flexibleDatesResponseSchema>;
