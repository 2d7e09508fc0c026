import { DEFAULT_BRAND, type ContentPage, type ContentRevision, type PublicBrand } from '@portal/platform';
import { json, makeSessionUser } from '@portal/platform/testing';

export const sunjet: PublicBrand = {
  ...DEFAULT_BRAND,
  key: 'sunjet.travel',
  name: 'SunJet Travel',
  contact: {
    email: 'help@sunjet.travel',
    phone: '+1 (800) 555-0142',
    address: '1 Ocean Drive, Miami, FL',
    hours: 'Every day 8am-10pm ET',
  },
  trackingId: '',
};

/** A store whose brand has loaded, so content is asked for at once. */
export const brandState = (brand: PublicBrand = sunjet) => ({
  brand: { brand, status: 'ready' as const, failure: null },
});

export const editor = makeSessionUser({ username: 'eddie', roles: ['editor'] });
export const traveller = makeSessionUser({ username: 'tina', roles: ['traveller'] });

export const csrf = { 'GET /api/csrf-token': () => json({ csrfToken: 'token' }) };

export const contentPage = (overrides: Partial<ContentPage> = {}): ContentPage => ({
  slug: 'about',
  brand: 'sunjet.travel',
  title: 'About SunJet',
  body: 'We fly you there.',
  html: '<p>We fly you <strong>there</strong>.</p>',
  version: 3,
  updatedAt: '2026-03-04T10:00:00.000Z',
  ...overrides,
});

export const revision = (overrides: Partial<ContentRevision> = {}): ContentRevision => ({
  version: 1,
  title: 'About Us',
  body: 'Old text.',
  status: 'superseded',
  author: 'eddie',
  createdAt: '2026-03-01T10:00:00.000Z',
  publishedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

/** jsdom cannot follow tel: links; clicks still reach React. Add in beforeEach, remove in afterEach. */
export const stayOnPage = (event: MouseEvent) => {
  if ((event.target as Element | null)?.closest?.('a[href^="tel:"]')) event.preventDefault();
};
