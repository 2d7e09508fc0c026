import type { Brand, PublicBrand } from '../contracts/brand';

/** The key of the brand a host name that matches no other brand gets. */
export const DEFAULT_BRAND_KEY = 'default';

/**
 * The default brand, as any visitor's browser receives it: the shell renders it before (and
 * instead of) a fetched brand, and the gateway seeds it as the 'default' brand, so an editor's
 * change to it is seen once the fetch lands. Its logo is the one the gateway serves.
 */
export const DEFAULT_BRAND: PublicBrand = {
  key: DEFAULT_BRAND_KEY,
  name: 'SkyTeal Travel',
  domains: [],
  logo: '/brand-assets/default-logo.svg',
  theme: {
    primary: '#0f766e',
    secondary: '#134e4a',
    accent: '#f59e0b',
    background: '#ffffff',
    text: '#0f172a',
    font: 'Inter',
  },
  contact: {
    email: 'support@skytealtravel.com',
    phone: '+1 (888) 325-5180',
    address: '350 Fifth Avenue, New York, NY 10118, USA',
    hours: 'Mon-Fri 9am-6pm EST',
  },
  social: {
    facebook: 'https://www.facebook.com/skytealtravel',
    twitter: 'https://x.com/skytealtravel',
    instagram: 'https://www.instagram.com/skytealtravel',
  },
  trackingId: '',
};

/** The agency's terms for a brand nobody has set them for: the spec's 23 percent, no fixed amount. */
export const DEFAULT_BRAND_MARKUP: Brand['markup'] = { percent: 23, fixedAmount: 0, currency: 'USD' };
