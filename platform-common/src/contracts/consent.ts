/** Raise when the cookie categories or the cookie policy change materially: visitors are asked again. */
export const CONSENT_VERSION = 1;

/**
 * The strictly necessary cookie that says a visitor has made their cookie choice under a policy
 * version (its value): the gateway then paints no consent banner in the page's first frame.
 * The choice itself stays in the browser's storage; the cookie carries only the version.
 */
export const CONSENT_COOKIE = 'portal_consent';

/** How long the choice is remembered before the visitor is asked again, in seconds (1 year). */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export { CONSENT_BANNER } from '../vocabulary/consent';
