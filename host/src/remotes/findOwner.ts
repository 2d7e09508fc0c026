import { matchRoutes, type RemoteEntry, type RemoteRegistry } from '@portal/platform';

export interface OwnedRoute extends RemoteEntry {
  name: string;
}

/** Area names as the registry last declared them (each module's `area`), for areaName. */
const declaredAreas = new Map<string, string>();

const rememberAreas = (registry: RemoteRegistry) => {
  for (const [name, entry] of Object.entries(registry)) {
    if (entry.area) declaredAreas.set(name, entry.area);
    else declaredAreas.delete(name);
  }
};

/** The registered module whose route patterns match this path, if any. */
export const findOwner = (registry: RemoteRegistry, pathname: string): OwnedRoute | undefined => {
  rememberAreas(registry);
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

/**
 * How the fallback names the part of the site that failed: the area the module declares in its
 * release (read from the registry findOwner was last given), else a neutral name.
 */
export const areaName = (moduleName: string): string => declaredAreas.get(moduleName) ?? 'this section';
