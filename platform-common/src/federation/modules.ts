/**
 * The five front-end modules: their container names and the folder each is built from. The
 * gateway serves each folder's build under its base path and seeds the default registry from
 * it; what a module owns (routes, area, navigation) it declares itself, in its folder's
 * src/module.json, which its build copies into its manifest. The registry, not this file, is
 * what the shell reads at run time.
 */
export interface PortalModule {
  name: string;
  folder: string;
}

export const PORTAL_MODULES: readonly PortalModule[] = [
  { name: 'mfe_search', folder: 'mfe-search' },
  { name: 'mfe_booking', folder: 'mfe-booking' },
  { name: 'mfe_account', folder: 'mfe-account' },
  { name: 'mfe_admin', folder: 'mfe-admin' },
  { name: 'mfe_content', folder: 'mfe-content' },
];

/** Where the gateway's default start serves a module's build. */
export const remoteBasePath = (folder: string): string => `/remotes/${folder}/`;
