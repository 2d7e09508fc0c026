import { PORTAL_MODULES } from '@portal/platform/federation/modules';
import { repoRoot } from '../../config';
import { declaredDescriptor } from '../remotes/releaseDescriptor';

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

let knownRoutes: RegExp[] | undefined;
/** The routes the modules declare in their source (src/module.json), read once. */
const declaredRoutes = (): RegExp[] =>
  (knownRoutes ??= PORTAL_MODULES.flatMap(({ folder }) => declaredDescriptor(repoRoot, folder).routes).map(
    routePattern,
  ));

/** One of the modules' declared routes: a page for any client that takes HTML. */
export const isKnownPage = (path: string): boolean =>
  !NOT_SPA.test(path) && declaredRoutes().some((pattern) => pattern.test(path));

/**
 * Another path may still be a page the shell answers with its not-found page, when a browser
 * navigates to it (its Accept names text/html, not only * / *); a file-like or reserved path never is.
 */
export const mayBePage = (path: string, accept: string | undefined): boolean =>
  !NOT_SPA.test(path) && !FILE_LIKE.test(path) && /(^|,)\s*text\/html\b/i.test(accept ?? '');
