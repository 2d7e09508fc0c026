import { z } from 'zod';
import { PASSENGER_TITLES, GENDERS } from '../vocabulary/passengers';
import { PASSPORT_ALL_OR_NOTHING_MESSAGE } from '../vocabulary/profile';
import { isCalendarDate, issuingCountrySchema, passengerFieldsSchema, passportNumberSchema } from './passengers';

export {
  SAVED_TRAVELLERS_MAX,
  SAVED_TRAVELLERS_FULL_MESSAGE,
  SAVED_TRAVELLER_NOT_FOUND_MESSAGE,
  PASSPORT_ALL_OR_NOTHING_MESSAGE,
} from '../vocabulary/profile';

const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/** Optional text: empty (as a form leaves it) is the same as absent. */
const blankAsAbsent = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value : undefined))
    .pipe(schema.optional());

const calendarDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(isCalendarDate, `${label} must be a date (yyyy-MM-dd)`);

/**
 * A traveller saved to an account (issue 20), with the passenger form's field rules and messages,
 * so a passenger filled from it passes them; the trip's own checks (age band, a passport valid
 * to the last flight) are made by the passenger step. The passport is optional, but whole.
 */
export const savedTravellerInputSchema = z
  .strictObject({
    title: blankAsAbsent(z.string().pipe(z.enum(PASSENGER_TITLES, { error: 'Please choose a title' }))),
    firstName: passengerFieldsSchema.shape.firstName,
    lastName: passengerFieldsSchema.shape.lastName,
    // Text in, as a form's select holds it; the passenger form's choices and message out.
    gender: z.string({ error: 'Please choose a gender' }).pipe(passengerFieldsSchema.shape.gender),
    dateOfBirth: calendarDate('Date of birth')
      .refine((value) => value <= todayUtc(), 'Date of birth cannot be in the future')
      .refine((value) => value >= '1900-01-01', 'Date of birth must be after 1900'),
    passportNumber: blankAsAbsent(passportNumberSchema),
    passportIssuingCountry: blankAsAbsent(issuingCountrySchema),
    passportExpiryDate: blankAsAbsent(
      calendarDate('Passport expiry date').refine((value) => value > todayUtc(), 'Passport must not be expired'),
    ),
  })
  .superRefine((traveller, ctx) => {
    const given = [traveller.passportNumber, traveller.passportIssuingCountry, traveller.passportExpiryDate].map(
      Boolean,
    );
    if (!given.some(Boolean) || given.every(Boolean)) return;
    for (const [field, present] of [
      ['passportNumber', given[0]],
      ['passportIssuingCountry', given[1]],
      ['passportExpiryDate', given[2]],
    ] as const) {
      if (!present) ctx.addIssue({ code: 'custom', path: [field], message: PASSPORT_ALL_OR_NOTHING_MESSAGE });
    }
  });
export type SavedTravellerInput = z.input<typeof savedTravellerInputSchema>;
export type SavedTravellerFields = z.output<typeof savedTravellerInputSchema>;

/** GET /api/travellers items; POST and PUT answer one. Only ever sent to the account's owner. */
export const savedTravellerSchema = z.object({
  id: z.string(),
  title: z.enum(PASSENGER_TITLES).optional(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(GENDERS),
  dateOfBirth: z.string(),
  passportNumber: z.string().optional(),
  passportIssuingCountry: z.string().optional(),
  passportExpiryDate: z.string().optional(),
});
export type SavedTraveller = z.infer<typeof savedTravellerSchema>;
export const savedTravellersSchema = z.array(savedTravellerSchema);
