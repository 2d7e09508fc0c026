/**
 * The five front-end modules: their container names, the folder each is built from, the base
 * path the gateway serves its build under by default, and the routes each owns. The gateway
 * turns this into the default remote registry; the registry, not this file, is what the shell
 * reads at run time.
 */
export interface PortalModule {
  name: string;
  folder: string;
  routes: string[];
}

export const PORTAL_MODULES: readonly PortalModule[] = [
  { name: 'mfe_search', folder: 'mfe-search', routes: ['/', '/search', '/flight/:id?', '/flights'] },
  { name: 'mfe_booking', folder: 'mfe-booking', routes: ['/booking'] },
  {
    name: 'mfe_account',
    folder: 'mfe-account',
    routes: [
      '/login',
      '/register',
      '/account-settings',
      '/my-trips',
      '/confirm-email',
      '/forgot-password',
      '/reset-password',
    ],
  },
  { name: 'mfe_admin', folder: 'mfe-admin', routes: ['/admin-settings', '/admin/*'] },
  {
    name: 'mfe_content',
    folder: 'mfe-content',
    routes: [
      '/privacy',
      '/privacy-policy',
      '/terms',
      '/cookies',
      '/cancellation-policy',
      '/about',
      '/support',
      '/faq',
      '/contact',
      '/expedia',
      '/content/*',
    ],
  },
];

/** Where the gateway's default start serves a module's build. */
export const remoteBasePath = (folder: string): string => `/remotes/${folder}/`;
