/** A JavaScript identifier: Module Federation container names become globals. */
export const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;

/** Where the shell renders a module's navigation entry. */
export const NAV_SLOTS = ['header', 'drawer', 'footer', 'legal', 'account', 'admin'] as const;
/** Who sees an entry: everyone (the default), signed-out visitors, signed-in users, admins. */
export const NAV_AUDIENCES = ['everyone', 'guest', 'signedIn', 'admin'] as const;
/** The icons a module may name for an entry; the shell maps each name to its icon. */
export const NAV_ICONS = [
  'home',
  'luggage',
  'support',
  'settings',
  'admin',
  'search',
  'flight',
  'mail',
  'star',
] as const;
/** A link inside the site: one leading slash (never '//host', which would leave it), no spaces. */
export const NAV_PATH = /^\/(?![/\\])\S*$/;
export const NAV_LABEL_MAX = 60;
