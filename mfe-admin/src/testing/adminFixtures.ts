import { DEFAULT_BRAND, type AdminSettings, type Brand, type RootState } from '@portal/platform';
import { json, makeSessionUser, type MockedCall } from '@portal/platform/testing';

export const admin = makeSessionUser({
  username: 'ada',
  firstName: 'Ada',
  isAdmin: true,
  roles: ['traveller', 'admin'],
});
export const traveller = makeSessionUser({ username: 'tina', roles: ['traveller'] });
export const editor = makeSessionUser({ username: 'eddie', roles: ['traveller', 'editor'] });

export const csrf = { 'GET /api/csrf-token': () => json({ csrfToken: 'token' }) };

export const settings = (overrides: Partial<AdminSettings> = {}): AdminSettings => ({
  enableLiveMode: false,
  duffelApiConfigured: true,
  stripeConfigured: true,
  environment: 'test',
  deployment: 'production',
  ...overrides,
});

export const brand = (overrides: Partial<Brand> = {}): Brand => ({
  ...DEFAULT_BRAND,
  logo: '/brand-assets/default-logo.svg',
  markup: { percent: 23, fixedAmount: 0, currency: 'USD' },
  ...overrides,
});

export const sunjet = brand({
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
});

/** The toast the shell would show now. */
export const currentToast = (state: RootState) => state.toast.current;

/** The non-GET calls, as "METHOD /path". */
export const writes = (calls: MockedCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

/** The module registry as GET /api/admin/remotes answers it: one module from its build, one overridden by the environment. */
export const registryEntries = [
  {
    name: 'mfe_search',
    version: '1.4.0',
    manifestUrl: '/remotes/mfe-search/mf-manifest.json',
    routes: ['/', '/search'],
    overridden: false,
  },
  {
    name: 'mfe_admin',
    version: '2.0.0',
    manifestUrl: 'https://cdn.example.com/admin/2.0.0/mf-manifest.json',
    routes: ['/admin-settings', '/admin/*'],
    overridden: true,
  },
];
