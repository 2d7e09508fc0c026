import type { RemoteRegistry } from '@portal/platform-common/contracts';

/** Paths that are never the shell's client-side routes. */
const NOT_SPA = /^\/(api|remotes|brand-assets|frame-assets|sandbox)(\/|$)/;
/** A last segment that names a file (foo.php, config.json), or a dot-segment (/.git, /.env). */
const FILE_LIKE = /(\.[a-z0-9]{1,8}$)|(\/\.)/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A react-router path ('/flight/:id?', '/admin/*') as a regular expression, case-insensitive as the shell matches. */
export const routePattern = (route: string): RegExp => {
  const body = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${escape(segment)}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`, 'i');
};

/** Not a path reserved for the API, the builds and the assets: one the shell may answer. */
export const isShellPath = (path: string): boolean => !NOT_SPA.test(path);

/**
 * One of the registered releases' routes (the registry GET /api/remotes answers): a page for any
 * client that takes HTML. A module registered with a new route has its page at once; a release
 * rolled back to one without it no longer does.
 */
export const isRegisteredPage = (registry: RemoteRegistry, path: string): boolean =>
  isShellPath(path) &&
  Object.values(registry).some(({ routes }) => routes.some((route) => routePattern(route).test(path)));

/**
 * Another path may still be a page the shell answers with its not-found page, when a browser
 * navigates to it (its Accept names text/html, not only * / *); a file-like or reserved path never is.
 */
export const mayBePage = (path: string, accept: string | undefined): boolean =>
  isShellPath(path) && !FILE_LIKE.test(path) && /(^|,)\s*text\/html\b/i.test(accept ?? '');
