import { z } from 'zod';
import { validationError, type DuffelApiError } from './errors';

// Duffel's rule (@duffel/api, given_name / family_name): only space, -, ' and the letters of the
// ASCII, Latin-1 Supplement and Latin Extended-A charts, except Æ æ Ĳ ĳ Œ œ Þ ð; 1 to 20 characters.
const NAME = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u017F '-]+$/;
const NAME_EXCEPTIONS = /[\u00C6\u00E6\u0132\u0133\u0152\u0153\u00DE\u00F0]/;
const NAME_CHARACTERS =
  "may only contain space, -, ' and letters of the ASCII, Latin-1 Supplement and Latin Extended-A charts (not Æ, æ, Ĳ, ĳ, Œ, œ, Þ or ð)";
const name = z
  .string()
  .min(1, 'is required')
  .max(20, 'must be at most 20 characters')
  .refine((value) => NAME.test(value) && !NAME_EXCEPTIONS.test(value), NAME_CHARACTERS);
const amount = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be an amount such as "123.40"');

const identityDocument = z.object({
  type: z.literal('passport', 'must be passport: the only identity document the sandbox takes'),
  unique_identifier: z.string().regex(/^[A-Z0-9]{5,20}$/, 'must be 5 to 20 upper-case letters and digits'),
  expires_on: z.iso.date('must be a date, yyyy-MM-dd'),
  issuing_country_code: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code'),
});

const passenger = z.object({
  id: z.string().min(1, 'is required'),
  title: z.enum(['mr', 'ms', 'mrs', 'miss', 'dr']),
  gender: z.enum(['m', 'f']),
  given_name: name,
  family_name: name,
  born_on: z.iso.date('must be a date, yyyy-MM-dd'),
  email: z.email('must be an e-mail address'),
  // Duffel wants E.164: a plus, the country code, no spaces.
  phone_number: z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be in E.164 format, such as +442080160509'),
  identity_documents: z.array(identityDocument).max(1, 'takes one identity document per passenger').optional(),
  infant_passenger_id: z.string().min(1).nullish(),
  loyalty_programme_accounts: z.array(z.unknown()).max(0, 'are not supported by the sandbox').optional(),
  type: z.enum(['adult', 'child', 'infant_without_seat']).optional(),
  user_id: z.string().optional(),
});

const METADATA_KEY = /^[A-Za-z0-9_-]{1,40}$/;
const metadata = z
  .record(
    z.string().regex(METADATA_KEY, 'keys are 1 to 40 letters, digits, dashes or underscores'),
    z.string().max(500, 'values are at most 500 characters'),
  )
  .refine((value) => Object.keys(value).length <= 50, 'holds at most 50 keys');

export const createOrderBodySchema = z.object({
  data: z.object({
    type: z.literal('instant', 'must be instant: the sandbox does not hold orders (pay_later)'),
    selected_offers: z.array(z.string().min(1)).length(1, 'must hold exactly one offer id'),
    passengers: z.array(passenger).min(1).max(18),
    services: z
      .array(z.object({ id: z.string().min(1), quantity: z.number().int().min(1, 'must be at least 1').max(9) }))
      .max(100)
      .optional(),
    payments: z
      .array(
        z.object({
          type: z.literal('balance', 'must be balance'),
          amount,
          currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code'),
        }),
      )
      .length(1, 'must hold exactly one payment: instant orders are paid when created'),
    metadata: metadata.optional(),
    users: z.array(z.string()).optional(),
  }),
});

export type CreateOrderBody = z.output<typeof createOrderBodySchema>['data'];
export type CreateOrderPassengerBody = CreateOrderBody['passengers'][number];

/** A zod failure as Duffel's 422: the first issue, with a JSON pointer into `data`. */
export const zodValidationError = (issues: readonly z.core.$ZodIssue[]): DuffelApiError => {
  const issue = issues[0];
  const path = (issue?.path ?? []).filter((part) => part !== 'data').map(String);
  const field = [...path].reverse().find((part) => !/^\d+$/.test(part)) ?? 'data';
  return validationError(`${path.join('.') || 'data'}: ${issue?.message ?? 'is invalid'}`, field, `/${path.join('/')}`);
};

export const parseCreateOrder = (body: unknown): CreateOrderBody => {
  const parsed = createOrderBodySchema.safeParse(body);
  if (!parsed.success) throw zodValidationError(parsed.error.issues);
  return parsed.data.data;
};
