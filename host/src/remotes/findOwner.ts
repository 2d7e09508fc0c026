import { matchRoutes, type RemoteEntry, type RemoteRegistry } from '@portal/platform';

export interface OwnedRoute extends RemoteEntry {
  name: string;
}

/** The registered module whose route patterns match this path, if any. */
export const findOwner = (registry: RemoteRegistry, pathname: string): OwnedRoute | undefined => {
  for (const [name, entry] of Object.entries(registry)) {
    if (
      matchRoutes(
        entry.routes.map((path) => ({ path })),
        pathname,
      )
    )
      return { name, ...entry };
  }
  return undefined;
};

const AREA_NAMES: Record<string, string> = {
  mfe_search: 'flight search',
  mfe_booking: 'booking',
  mfe_account: 'your account',
  mfe_admin: 'the admin area',
  mfe_content: 'this page',
};

/** How the fallback names the part of the site that failed. */
export const areaName = (moduleName: string): string => AREA_NAMES[moduleName] ?? 'this section';
