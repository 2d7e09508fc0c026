import { z } from 'zod';
import { BRAND_KEY, FONT_FAMILY, HEX_COLOUR, HOST_NAME, TRACKING_ID, isSafeUrl } from '../vocabulary/brand';
import { BRAND_NAME, EMAIL_ADDRESS, PHONE_NUMBER, PLAIN_TEXT } from '../vocabulary/brandText';

const hexColour = z.string().regex(HEX_COLOUR, 'Use a colour such as #0d9488');
const safeUrl = z.string().max(2048).refine(isSafeUrl, {
  message: 'Use an http(s) address or a path starting with /',
});
const optionalUrl = z.union([safeUrl, z.literal('')]);
/** A host name as browsers send it (lower case), never a URL, a path or a port. */
export const hostNameSchema = z
  .string()
  .max(253, 'A host name has at most 253 characters')
  .regex(HOST_NAME, 'Use a host name such as flights.example.com');
/** A font family name: letters, digits, spaces and hyphens only, so it cannot break out of a CSS value. */
export const fontFamilySchema = z
  .string()
  .min(1, 'Choose a font')
  .max(60, 'A font name has at most 60 characters')
  .regex(FONT_FAMILY, 'Use a font family name such as Inter');
const brandName = z
  .string()
  .trim()
  .min(1, 'Enter the brand name')
  .max(80, 'A brand name has at most 80 characters')
  .regex(BRAND_NAME, "Use letters, digits, spaces and & ' . , ! ? ( ) + - only");

export const brandKeySchema = z
  .string()
  .min(1, 'Enter a brand key, such as its main host name')
  .max(253, 'A brand key has at most 253 characters')
  .regex(BRAND_KEY, 'A brand key is lower-case letters, digits, dots and hyphens');

export const brandThemeSchema = z.object({
  primary: hexColour,
  secondary: hexColour,
  accent: hexColour,
  background: hexColour,
  text: hexColour,
  font: fontFamilySchema,
});

export const brandContactSchema = z.object({
  email: z
    .email({ pattern: EMAIL_ADDRESS, error: 'Use an email address such as help@example.com' })
    .max(254, 'An email address has at most 254 characters'),
  phone: z
    .string()
    .min(3, 'Enter a phone number')
    .max(40, 'A phone number has at most 40 characters')
    .regex(PHONE_NUMBER, 'Use digits, spaces and + ( ) . -'),
  address: z
    .string()
    .trim()
    .min(1, 'Enter the address')
    .max(300, 'An address has at most 300 characters')
    .regex(PLAIN_TEXT, 'An address cannot contain < > { }'),
  /** When the phone line is answered, as travellers read it ('Mon-Fri 9am-6pm EST'); the header says 24/7 only if these do. */
  hours: z
    .string({ error: 'Enter the support hours' })
    .trim()
    .min(1, 'Enter the support hours')
    .max(80, 'Support hours have at most 80 characters')
    .regex(PLAIN_TEXT, 'Support hours cannot contain < > { }'),
});

export const brandSocialSchema = z.object({
  facebook: optionalUrl,
  twitter: optionalUrl,
  instagram: optionalUrl,
});

export const brandMarkupSchema = z.object({
  percent: z
    .number({ error: 'Enter a percentage' })
    .min(0, 'The markup is between 0 and 100 percent')
    .max(100, 'The markup is between 0 and 100 percent'),
  /** In minor units (cents) of `currency`, added once per booking priced in that currency. */
  fixedAmount: z
    .number({ error: 'Enter an amount in minor units (0 for none)' })
    .int('Use whole minor units (cents)')
    .min(0, 'The fixed amount cannot be negative')
    .max(100_000_00, 'The fixed amount is too large'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as USD'),
});

/** The full brand as admins edit it. */
export const brandSchema = z.object({
  key: brandKeySchema,
  name: brandName,
  domains: z.array(hostNameSchema).max(20, 'A brand has at most 20 domains'),
  logo: safeUrl,
  theme: brandThemeSchema,
  contact: brandContactSchema,
  social: brandSocialSchema,
  markup: brandMarkupSchema,
  trackingId: z
    .string()
    .max(64, 'A tracking id has at most 64 characters')
    .regex(TRACKING_ID, 'Use letters, digits, _ and - only'),
});
export type Brand = z.infer<typeof brandSchema>;
export type BrandTheme = z.infer<typeof brandThemeSchema>;

/** What any visitor's browser receives: the brand without the agency's commercial terms. */
export const publicBrandSchema = brandSchema.omit({ markup: true });
export type PublicBrand = z.infer<typeof publicBrandSchema>;
