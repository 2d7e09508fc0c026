/** Pages a visitor should not be sent back to after signing in. */
const AUTH_PAGES = ['/login', '/register'];

// Browsers drop tabs and newlines from addresses and read '\' as '/', so '/\t/evil.com' and
// '/\evil.com' would leave the site: anything of the kind is refused outright.
const hasUnsafeCharacters = (value: string): boolean =>
  value.includes('\\') ||
  [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

/**
 * The `redirect` parameter when it is a path on this site, else '/'. Only paths starting with
 * one '/' qualify: '//evil.com' and 'https://evil.com' go home.
 */
export const safeRedirect = (value: string | null | undefined, origin: string = window.location.origin): string => {
  if (!value || !value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacters(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || AUTH_PAGES.includes(url.pathname)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The sign-in page, asked to come back to `path` afterwards (slashes kept readable: ?redirect=/account-settings). */
export const signInPath = (path: string): string => `/login?redirect=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;
