import { z } from 'zod';
import { searchFieldsSchema } from './flightSearch';
import { ALERT_STATUSES } from '../vocabulary/alerts';
export { ALERT_STATUSES, type AlertStatus } from '../vocabulary/alerts';

/**
 * Price alerts (issue 18): a traveller, signed in or a guest who confirms an e-mail address,
 * asks to be told when a search's cheapest selling price drops.
 */

export const TARGET_PRICE_MESSAGE = 'Target price must be an amount such as 250 or 249.99, above 0';
export const ALERT_EMAIL_MESSAGE = 'Please enter a valid email address';

/** A decimal amount in the search's currency (the currency of its offers), above zero. */
export const targetPriceSchema = z
  .string({ error: TARGET_PRICE_MESSAGE })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,3})?$/, TARGET_PRICE_MESSAGE)
  .refine((value) => Number(value) > 0, TARGET_PRICE_MESSAGE);

/** The search an alert watches: the results page's search and filters, without page, size or sort. */
export const alertSearchSchema = searchFieldsSchema.omit({ page: true, limit: true, sort: true });
export type AlertSearch = z.output<typeof alertSearchSchema>;

/**
 * POST /api/alerts. `search` is the body POST /api/flights/search takes, checked by the same
 * rules (the gateway adds its own: known airports, a date still on sale). A guest gives `email`
 * and confirms it by the link e-mailed; a signed-in traveller's confirmed address is used.
 */
export const alertRequestSchema = z.object({
  search: searchFieldsSchema,
  targetPrice: targetPriceSchema.optional(),
  email: z
    .string({ error: ALERT_EMAIL_MESSAGE })
    .trim()
    .max(254, ALERT_EMAIL_MESSAGE)
    .pipe(z.email(ALERT_EMAIL_MESSAGE))
    .transform((value) => value.toLowerCase())
    .optional(),
});
export type AlertRequestInput = z.input<typeof alertRequestSchema>;

/** PATCH /api/alerts/:id. */
export const alertUpdateSchema = z.strictObject({
  paused: z.boolean({ error: 'paused must be true or false' }),
});
export type AlertUpdate = z.output<typeof alertUpdateSchema>;

export const alertCreatedSchema = z.object({
  id: z.uuid(),
  status: z.enum(ALERT_STATUSES),
});
export type AlertCreated = z.output<typeof alertCreatedSchema>;

const amount = z.string().regex(/^\d+(\.\d+)?$/);
const currency = z.string().regex(/^[A-Z]{3}$/);

/** One alert as its owner sees it; prices are selling prices in `currency` (null until the first run). */
export const priceAlertSchema = z.object({
  id: z.uuid(),
  status: z.enum(ALERT_STATUSES),
  search: alertSearchSchema,
  targetPrice: amount.nullable(),
  currency: currency.nullable(),
  lastPrice: amount.nullable(),
  lastCheckedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** The results page of the search, as the search form makes it. */
  resultsUrl: z.string(),
});
export type PriceAlert = z.output<typeof priceAlertSchema>;

export const priceAlertListSchema = z.object({ alerts: z.array(priceAlertSchema) });
export type PriceAlertList = z.output<typeof priceAlertListSchema>;

/** One recorded cheapest price, oldest first in the history (for the chart). */
export const alertPricePointSchema = z.object({
  amount,
  currency,
  checkedAt: z.iso.datetime(),
});
export type AlertPricePoint = z.output<typeof alertPricePointSchema>;

/** GET /api/alerts/:id: the alert and every price recorded for it. */
export const priceAlertDetailSchema = priceAlertSchema.extend({ prices: z.array(alertPricePointSchema) });
export type PriceAlertDetail = z.output<typeof priceAlertDetailSchema>;
