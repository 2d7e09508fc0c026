import { DEFAULT_BRAND, type Brand, type BrandTheme } from '@portal/platform';

/** A new brand starts from the default brand's look and the agency's usual markup. */
export const NEW_BRAND: Brand = {
  key: '',
  name: '',
  domains: [],
  logo: '',
  theme: { ...DEFAULT_BRAND.theme },
  contact: { email: '', phone: '', address: '', hours: '' },
  social: { facebook: '', twitter: '', instagram: '' },
  markup: { percent: 23, fixedAmount: 0, currency: 'USD' },
  trackingId: '',
};

export const THEME_COLOURS = [
  { name: 'primary', label: 'Primary' },
  { name: 'secondary', label: 'Secondary' },
  { name: 'accent', label: 'Accent' },
  { name: 'background', label: 'Background' },
  { name: 'text', label: 'Text' },
] as const;

export type ThemeColour = (typeof THEME_COLOURS)[number]['name'];

export const isHexColour = (value: unknown): value is string =>
  typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);

/**
 * The theme the preview shows: each colour as typed once it is a full hex colour, otherwise the
 * one it had; the font as typed once it is a safe name.
 */
export const previewThemeOf = (edited: Partial<BrandTheme> | undefined, fallback: BrandTheme): BrandTheme => {
  const colours = Object.fromEntries(
    THEME_COLOURS.map(({ name }) => [name, isHexColour(edited?.[name]) ? edited[name] : fallback[name]]),
  );
  const font = edited?.font && /^[A-Za-z0-9 -]{1,60}$/.test(edited.font) ? edited.font : fallback.font;
  return { ...(colours as Omit<BrandTheme, 'font'>), font };
};
