/** A front-end module: its container name and the folder it is built from. */
export interface PortalModule {
  name: string;
  folder: string;
}

/**
 * The five front-end modules the portal started with.
 *
 * @deprecated The gateway and the build scripts no longer read this list, and a sixth module is
 * not added to it: the gateway serves any module folder holding a build, seeds its default
 * registry from the builds and module sources it finds (a manifest's `portal` descriptor, a
 * folder's src/module.json) and takes its pages from the registry; the root build builds every
 * workspace with a src/module.json. The registry (GET /api/remotes) is what names the modules.
 */
export const PORTAL_MODULES: readonly PortalModule[] = [
  { name: 'mfe_search', folder: 'mfe-search' },
  { name: 'mfe_booking', folder: 'mfe-booking' },
  { name: 'mfe_account', folder: 'mfe-account' },
  { name: 'mfe_admin', folder: 'mfe-admin' },
  { name: 'mfe_content', folder: 'mfe-content' },
];

/** Where the gateway's default start serves a module's build. */
export const remoteBasePath = (folder: string): string => `/remotes/${folder}/`;
