import { z } from 'zod';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour such as #0d9488');
/** Only http(s) addresses or site-relative paths: nothing that CSS or a script could ride in on. */
const safeUrl = z
  .string()
  .max(2048)
  .refine((value) => /^https?:\/\/[^\s"'<>()\\]+$/.test(value) || /^\/[^\s"'<>()\\]*$/.test(value), {
    message: 'Use an http(s) address or a path starting with /',
  });
const optionalUrl = z.union([safeUrl, z.literal('')]);
const hostName = z
  .string()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, 'Use a host name such as flights.example.com');
/** A font family name: letters, digits, spaces and hyphens only, so it cannot break out of a CSS value. */
const fontFamily = z.string().min(1).max(60).regex(/^[A-Za-z0-9 -]+$/, 'Use a font family name such as Inter');

export const brandKeySchema = z
  .string()
  .min(1)
  .max(253)
  .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/, 'A brand key is lower-case letters, digits, dots and hyphens');

export const brandThemeSchema = z.object({
  primary: hexColour,
  secondary: hexColour,
  accent: hexColour,
  background: hexColour,
  text: hexColour,
  font: fontFamily,
});

export const brandContactSchema = z.object({
  email: z.email().max(254),
  phone: z.string().min(3).max(40).regex(/^[0-9+() .-]+$/, 'Use digits, spaces and + ( ) . -'),
  address: z.string().min(1).max(300),
});

export const brandSocialSchema = z.object({
  facebook: optionalUrl,
  twitter: optionalUrl,
  instagram: optionalUrl,
});

export const brandMarkupSchema = z.object({
  percent: z.number().min(0).max(100),
  fixedAmount: z.number().int().min(0),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/** The full brand as admins edit it. */
export const brandSchema = z.object({
  key: brandKeySchema,
  name: z.string().min(1).max(80),
  domains: z.array(hostName).max(20),
  logo: safeUrl,
  theme: brandThemeSchema,
  contact: brandContactSchema,
  social: brandSocialSchema,
  markup: brandMarkupSchema,
  trackingId: z.string().max(64).regex(/^[A-Za-z0-9_-]*$/),
});
export type Brand = z.infer<typeof brandSchema>;
export type BrandTheme = z.infer<typeof brandThemeSchema>;

/** What any visitor's browser receives: the brand without the agency's commercial terms. */
export const publicBrandSchema = brandSchema.omit({ markup: true });
export type PublicBrand = z.infer<typeof publicBrandSchema>;
