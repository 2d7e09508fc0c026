import { DEFAULT_BRAND, DEFAULT_BRAND_MARKUP } from '@portal/platform-common/brand';
import { brandSchema, type Brand } from '@portal/platform-common/contracts';

/** The default brand the shell renders before a brand is fetched, with the agency's terms. */
const defaultBrand: Brand = { ...DEFAULT_BRAND, markup: DEFAULT_BRAND_MARKUP };

const sunJet: Brand = {
  ...defaultBrand,
  key: 'sunjet.travel',
  name: 'SunJet Travel',
  domains: ['sunjet.travel', 'www.sunjet.travel'],
  logo: '/brand-assets/sunjet-logo.svg',
  theme: {
    primary: '#c2410c',
    secondary: '#1e3a8a',
    accent: '#facc15',
    background: '#fffbf5',
    text: '#1c1917',
    font: 'Poppins',
  },
  contact: {
    email: 'hello@sunjet.travel',
    phone: '+1 (800) 555-0142',
    address: '1001 Brickell Bay Drive, Miami, FL 33131, USA',
    hours: 'Every day 8am-10pm ET',
  },
  social: {
    facebook: 'https://www.facebook.com/sunjettravel',
    twitter: 'https://x.com/sunjettravel',
    instagram: 'https://www.instagram.com/sunjettravel',
  },
};

const nordicWings: Brand = {
  ...defaultBrand,
  key: 'nordicwings.com',
  name: 'Nordic Wings',
  domains: ['nordicwings.com', 'www.nordicwings.com'],
  logo: '/brand-assets/nordicwings-logo.svg',
  theme: {
    primary: '#1d4ed8',
    secondary: '#6d28d9',
    accent: '#22d3ee',
    background: '#f8fafc',
    text: '#0b1220',
    font: 'Lora',
  },
  contact: {
    email: 'post@nordicwings.com',
    phone: '+47 21 00 00 00',
    address: 'Karl Johans gate 1, 0154 Oslo, Norway',
    hours: 'Mon-Fri 8am-4pm CET',
  },
  social: {
    facebook: 'https://www.facebook.com/nordicwings',
    twitter: 'https://x.com/nordicwings',
    instagram: 'https://www.instagram.com/nordicwings',
  },
};

/** The default brand and two demo brands, checked against the same contract admins edit with. */
export const SEED_BRANDS: readonly Brand[] = [defaultBrand, sunJet, nordicWings].map((brand) =>
  brandSchema.parse(brand),
);
