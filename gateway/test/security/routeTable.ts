import type { Express } from 'express';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: Method;
  /** The route's pattern as registered, e.g. /api/bookings/:id. */
  path: string;
}

/** The parts of router 2's Layer and Route this walk reads (Express 5 keeps them public). */
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const STATE_CHANGING: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

export const isStateChanging = (route: ApiRoute): boolean => STATE_CHANGING.includes(route.method);

export const routeKey = ({ method, path }: ApiRoute): string => `${method} ${path}`;

const joinPaths = (prefix: string, path: string): string => (path === '/' ? prefix || '/' : `${prefix}${path}`);

const walk = (stack: Layer[], prefix: string, found: ApiRoute[]): void => {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        if (typeof path !== 'string')
          throw new Error(`a route with a non-string path (${String(path)}): add it to the security suite by hand`);
        for (const method of Object.keys(layer.route.methods)) {
          if (method !== '_all') found.push({ method: method.toUpperCase() as Method, path: joinPaths(prefix, path) });
        }
      }
    } else if (layer.handle?.stack) {
      // A mounted router: its routes are relative to where it is mounted.
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      walk(layer.handle.stack, joinPaths(prefix, mount) === '/' ? '' : `${prefix}${mount}`, found);
    }
  }
};

/**
 * Every /api route the app answers, read from its own router: a route added to any module shows
 * up here without anyone listing it, so the suites built on this fail until it is classified.
 */
export const apiRoutes = (app: Express): ApiRoute[] => {
  const router = (app as unknown as { router: { stack: Layer[] } }).router;
  const found: ApiRoute[] = [];
  walk(router.stack, '', found);
  const unique = new Map(
    found.filter((route) => route.path.startsWith('/api/')).map((route) => [routeKey(route), route]),
  );
  return [...unique.values()].sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
};

/** A value for each kind of path parameter; a new kind fails the suite until it is added here. */
const PARAM_VALUES: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  key: 'default',
  slug: 'about',
  version: '1',
  name: 'mfe_booking',
  changeOfferId: '00000000-0000-4000-8000-000000000000',
};

export const concretePath = (path: string): string =>
  path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = PARAM_VALUES[name];
    if (value === undefined) throw new Error(`no sample value for the path parameter :${name} (${path})`);
    return value;
  });
