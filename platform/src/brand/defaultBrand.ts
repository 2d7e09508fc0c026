import type { PublicBrand } from '../contracts';
import defaultLogo from './default-logo.svg';

/**
 * The brand the shell renders before (and instead of) a fetched one. The gateway seeds the same
 * values as the 'default' brand, so an editor's change to it is seen once the fetch lands.
 */
export const DEFAULT_BRAND: PublicBrand = {
  key: 'default',
  name: 'SkyTeal Travel',
  domains: [],
  logo: defaultLogo,
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
