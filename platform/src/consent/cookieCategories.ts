import type { ConsentCategories } from './consentStorage';

export interface CookieCategory {
  key: keyof ConsentCategories | 'necessary';
  label: string;
  description: string;
  /** How long these cookies last, as the cookie policy page states (the two must agree). */
  duration: string;
}

/** The four categories of the cookie policy, in the order the banner lists them. */
export const COOKIE_CATEGORIES: readonly CookieCategory[] = [
  {
    key: 'necessary',
    label: 'Strictly necessary',
    description: 'Sign-in, search, booking and form protection. Always on.',
    duration: 'Session cookies until you close the browser; authentication 30 days; your cookie choice 1 year',
  },
  {
    key: 'preferences',
    label: 'Preferences',
    description: 'Remember choices such as your last trip type.',
    duration: '1 year',
  },
  {
    key: 'analytics',
    label: 'Analytics',
    description: 'Count visits so we can see which pages help travellers.',
    duration: '2 years',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    description: 'Measure our advertising and show you relevant offers.',
    duration: '90 days',
  },
];

export const ALL_OPTIONAL: ConsentCategories = { preferences: true, analytics: true, marketing: true };
export const NONE_OPTIONAL: ConsentCategories = { preferences: false, analytics: false, marketing: false };
