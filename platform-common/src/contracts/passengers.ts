import { z } from 'zod';
import { isAssignedCountryCode } from '../countries/isoCountries';
import {
  PASSENGER_TYPES,
  PASSENGER_TITLES,
  GENDERS,
  PASSPORT_EXPIRES_DURING_TRIP_MESSAGE,
  passengerTypeForAge,
  normalisePassportNumber,
} from '../vocabulary/passengers';
export {
  PASSENGER_TYPES,
  PASSENGER_TITLES,
  GENDERS,
  PASSPORT_EXPIRES_DURING_TRIP_MESSAGE,
  passengerTypeForAge,
  normalisePassportNumber,
  passportRequiredFor,
  passportDaysLeft,
  lastArrivalDate,
} from '../vocabulary/passengers';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** yyyy-MM-dd and a day of the calendar (not 30 February). */
export const isCalendarDate = (value: string): boolean => {
  const time = isoDate.safeParse(value).success ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};
const ageOn = (dateOfBirth: string, on: string): number => {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = on.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
};

export const passportNumberSchema = z
  .string()
  .transform(normalisePassportNumber)
  .pipe(
    z
      .string()
      .min(5, 'Passport number must be at least 5 characters')
      .max(20, 'Passport number cannot exceed 20 characters')
      .regex(/^[A-Z0-9]+$/, 'Passport number can only contain letters and numbers'),
  );
/** For two letters no country has (XX, or UK for GB): ISO 3166-1 alpha-2 codes only (any of the 249). */
export const unassignedCountryMessage = (code: string): string =>
  `'${code}' is not an ISO 3166 country code. Please choose the issuing country from the list.`;
export const issuingCountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .length(2, 'Country code must be exactly 2 characters (ISO code)')
  .regex(/^[A-Z]{2}$/, 'Country code must contain only letters')
  .refine(isAssignedCountryCode, { error: (issue) => unassignedCountryMessage(String(issue.input)) });

/**
 * Duffel's passenger name rule (@duffel/api: given_name / family_name): 1 to 20 characters of
 * space, -, ' and the letters of ASCII, Latin-1 Supplement and Latin Extended-A, except Æ æ Ĳ ĳ
 * Œ œ Þ ð. An airline refuses anything else, after the card would have been authorized.
 */
const AIRLINE_NAME = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u017F '-]+$/;
const REFUSED_LETTERS = /[\u00C6\u00E6\u0132\u0133\u0152\u0153\u00DE\u00F0]/;
export const AIRLINE_NAME_MAX = 20;
const airlineName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(AIRLINE_NAME_MAX, `${label} cannot exceed ${AIRLINE_NAME_MAX} characters (airlines take no more)`)
    .refine(
      (value) => AIRLINE_NAME.test(value) && !REFUSED_LETTERS.test(value) && /[^ '-]/.test(value),
      `Type the ${label.toLowerCase()} in Latin letters as on your passport's machine-readable line (e.g. Æ as AE, Œ as OE, Þ as TH); spaces, hyphens and apostrophes are allowed`,
    );

export const passengerFieldsSchema = z.object({
  type: z.enum(PASSENGER_TYPES),
  title: z.enum(PASSENGER_TITLES, { error: 'Please choose a title' }),
  firstName: airlineName('First name'),
  lastName: airlineName('Last name'),
  gender: z.enum(GENDERS, { error: 'Please choose a gender' }),
  dateOfBirth: z
    .string()
    .min(1, 'Date of birth is required')
    .pipe(isoDate.refine((v) => !Number.isNaN(Date.parse(v)), 'Date of birth is required')),
  email: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  phone: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  passportNumber: z
    .string()
    .optional()
    .transform((v) => (v ? normalisePassportNumber(v) : undefined)),
  passportExpiryDate: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  passportIssuingCountry: z
    .string()
    .optional()
    .transform((v) => (v ? v.trim().toUpperCase() : undefined)),
});
export type PassengerInput = z.input<typeof passengerFieldsSchema>;
export type Passenger = z.output<typeof passengerFieldsSchema>;

export interface PassengerRules {
  /** Whether passports are required for this offer (see passportRequiredFor). */
  passportRequired: boolean;
  /** yyyy-MM-dd: the validator's today. */
  today: string;
  /** yyyy-MM-dd: the first departure, for the age bands. */
  travelDate: string;
  /** yyyy-MM-dd: the arrival of the trip's last flight (lastArrivalDate); a passport must be valid until then. */
  lastFlightDate: string;
}

const EMAIL = z.email();
export const INTERNATIONAL_PHONE = /^(\+|00)[1-9]\d{6,14}$/;
export const PHONE_FORMAT_MESSAGE =
  'Please enter the phone number in international format: + and the country code, then the number (for example +1 212 555 0100).';

const checkPassenger = (passenger: Passenger, index: number, rules: PassengerRules, ctx: z.RefinementCtx) => {
  const at = (field: string) => [index, field];
  if (passenger.dateOfBirth > rules.today)
    ctx.addIssue({ code: 'custom', path: at('dateOfBirth'), message: 'Date of birth cannot be in the future' });
  else if (passengerTypeForAge(ageOn(passenger.dateOfBirth, rules.travelDate)) !== passenger.type) {
    const band = {
      adult: 'Adults must be 12 or older',
      child: 'Children must be 2 to 11 years old',
      infant_without_seat: 'Infants must be under 2 years old',
    }[passenger.type];
    ctx.addIssue({ code: 'custom', path: at('dateOfBirth'), message: `${band} on the day of travel` });
  }
  if (index === 0 && !(passenger.email && EMAIL.safeParse(passenger.email).success)) {
    ctx.addIssue({ code: 'custom', path: at('email'), message: 'Valid email is required for primary passenger' });
  } else if (index > 0 && passenger.email && !EMAIL.safeParse(passenger.email).success) {
    ctx.addIssue({ code: 'custom', path: at('email'), message: 'Please enter a valid email address' });
  }
  if (index === 0 && !passenger.phone)
    ctx.addIssue({ code: 'custom', path: at('phone'), message: 'Phone number is required for primary passenger' });
  if (passenger.phone && !/^[0-9+() .-]{5,30}$/.test(passenger.phone))
    ctx.addIssue({ code: 'custom', path: at('phone'), message: 'Please enter a valid phone number' });
  // Airlines take E.164 only (@duffel/api phone_number): the country code must be there.
  else if (passenger.phone && !INTERNATIONAL_PHONE.test(passenger.phone.replace(/[\s().-]/g, '')))
    ctx.addIssue({ code: 'custom', path: at('phone'), message: PHONE_FORMAT_MESSAGE });

  const anyPassport = passenger.passportNumber || passenger.passportExpiryDate || passenger.passportIssuingCountry;
  if (!rules.passportRequired && !anyPassport) return;
  if (rules.passportRequired || passenger.passportNumber) {
    const number = passportNumberSchema.safeParse(passenger.passportNumber ?? '');
    if (!number.success)
      ctx.addIssue({
        code: 'custom',
        path: at('passportNumber'),
        message: passenger.passportNumber
          ? number.error.issues[0]!.message
          : 'Passport number must be at least 5 characters',
      });
  }
  if (rules.passportRequired || passenger.passportExpiryDate) {
    if (!passenger.passportExpiryDate)
      ctx.addIssue({ code: 'custom', path: at('passportExpiryDate'), message: 'Passport expiry date is required' });
    else if (!isCalendarDate(passenger.passportExpiryDate)) {
      ctx.addIssue({
        code: 'custom',
        path: at('passportExpiryDate'),
        message: 'Passport expiry date must be a date (yyyy-MM-dd)',
      });
    } else if (passenger.passportExpiryDate <= rules.today)
      ctx.addIssue({ code: 'custom', path: at('passportExpiryDate'), message: 'Passport must not be expired' });
    else if (passenger.passportExpiryDate < rules.lastFlightDate)
      ctx.addIssue({ code: 'custom', path: at('passportExpiryDate'), message: PASSPORT_EXPIRES_DURING_TRIP_MESSAGE });
  }
  if (rules.passportRequired || passenger.passportIssuingCountry) {
    const country = issuingCountrySchema.safeParse(passenger.passportIssuingCountry ?? '');
    if (!country.success)
      ctx.addIssue({ code: 'custom', path: at('passportIssuingCountry'), message: country.error.issues[0]!.message });
  }
};

/**
 * The passengers of one booking: at least one; the first is the
 * primary passenger with a required e-mail and phone; passports required by `rules`.
 */
export const createPassengersSchema = (rules: PassengerRules) =>
  z
    .array(passengerFieldsSchema)
    .min(1, 'At least one passenger is required')
    .max(18, 'Too many passengers')
    .superRefine((passengers, ctx) => {
      passengers.forEach((passenger, index) => checkPassenger(passenger, index, rules, ctx));
      const adults = passengers.filter((p) => p.type === 'adult').length;
      if (adults < 1) ctx.addIssue({ code: 'custom', path: [], message: 'At least 1 adult is required' });
      if (passengers.filter((p) => p.type === 'infant_without_seat').length > adults) {
        ctx.addIssue({ code: 'custom', path: [], message: 'Each infant must travel on the lap of an adult' });
      }
    });
