import type { RouteObject } from 'react-router';

/** What a remote's `./routes` module exports: route objects (absolute paths) with lazy pages. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
  /** The module's release version, from its package.json at build time. */
  version: string;
}
