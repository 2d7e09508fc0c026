import type { NavigationEntry, RemoteRegistry } from '@portal/platform';
import { json } from '@portal/platform/testing';

const entry = (manifest: string, routes: string[], area: string, navigation: NavigationEntry[]) => ({
  manifestUrl: `/remotes/${manifest}/mf-manifest.json`,
  version: '1.0.0',
  platform: '^1.0.0',
  routes,
  area,
  navigation,
});

/** A registry with the links the five modules declare today (their src/module.json). */
export const SHELL_REGISTRY: RemoteRegistry = {
  mfe_search: entry('mfe-search', ['/', '/search'], 'flight search', [
    { slot: 'header', label: 'Home', to: '/', icon: 'home', order: 10, end: true },
    { slot: 'drawer', label: 'Home', to: '/', icon: 'home', order: 10, end: true },
    { slot: 'footer', label: 'Home', to: '/', order: 10 },
    { slot: 'footer', label: 'Search flights', to: '/', order: 20 },
  ]),
  mfe_account: entry('mfe-account', ['/my-trips', '/account-settings'], 'your account', [
    { slot: 'header', label: 'My Trips', to: '/my-trips', icon: 'luggage', order: 20 },
    { slot: 'drawer', label: 'My Trips', to: '/my-trips', icon: 'luggage', order: 20 },
    {
      slot: 'drawer',
      label: 'Account Settings',
      to: '/account-settings',
      icon: 'settings',
      order: 40,
      audience: 'signedIn',
    },
    {
      slot: 'account',
      label: 'Account Settings',
      to: '/account-settings',
      icon: 'settings',
      order: 10,
      audience: 'signedIn',
    },
    { slot: 'account', label: 'My Trips', to: '/my-trips', icon: 'luggage', order: 20, audience: 'signedIn' },
    { slot: 'footer', label: 'My Trips', to: '/my-trips', order: 30 },
  ]),
  mfe_admin: entry('mfe-admin', ['/admin-settings'], 'the admin area', [
    { slot: 'admin', label: 'Admin Panel', to: '/admin-settings', icon: 'admin', order: 10, audience: 'admin' },
    { slot: 'drawer', label: 'Admin Panel', to: '/admin-settings', icon: 'admin', order: 50, audience: 'admin' },
  ]),
  mfe_content: entry('mfe-content', ['/support', '/about'], 'this page', [
    { slot: 'header', label: 'Support', to: '/support', icon: 'support', order: 30 },
    { slot: 'drawer', label: 'Support', to: '/support', icon: 'support', order: 30 },
    { slot: 'footer', label: 'Support', to: '/support', order: 40 },
    { slot: 'footer', label: 'FAQ', to: '/faq', order: 50 },
    { slot: 'footer', label: 'Contact', to: '/contact', order: 60 },
    { slot: 'footer', label: 'About', to: '/about', order: 70 },
    { slot: 'legal', label: 'Terms of Service', to: '/terms', order: 10 },
    { slot: 'legal', label: 'Privacy Policy', to: '/privacy', order: 20 },
    { slot: 'legal', label: 'Cancellation Policy', to: '/cancellation-policy', order: 30 },
    { slot: 'legal', label: 'Cookie Policy', to: '/cookies', order: 40 },
  ]),
};

/** The gateway's answer to the shell's registry read, to spread into mockGateway's handlers. */
export const registryHandlers = (registry: RemoteRegistry = SHELL_REGISTRY) => ({
  'GET /api/remotes': () => json(registry),
});
