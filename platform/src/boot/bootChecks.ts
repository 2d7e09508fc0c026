import type {
  NavigationEntry,
  PublicBrand,
  RemoteEntry,
  RemoteRegistry,
  Role,
  SessionUser,
  SystemMode,
} from '@portal/platform-common/contracts';
import { BRAND_KEY, FONT_FAMILY, HEX_COLOUR, TRACKING_ID, isSafeUrl } from '@portal/platform-common/vocabulary';
import {
  NAV_AUDIENCES,
  NAV_ICONS,
  NAV_LABEL_MAX,
  NAV_PATH,
  NAV_SLOTS,
  REMOTE_NAME,
} from '@portal/platform-common/vocabulary';

// What the page reads before anything else (the user, the brand, the mode, the remote registry)
// is checked here without zod, so the first load does not carry the validation library (issue
// #8's 250 KB budget). Each check accepts what its zod contract accepts (bootChecks.test.ts
// holds them to it) and returns only the contract's fields.

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const matches =
  (pattern: RegExp) =>
  (value: unknown): value is string =>
    typeof value === 'string' && pattern.test(value);
/** Every item, holes included (a hole is not a value; `every` alone would skip it). */
const everyItem = (value: unknown, check: (item: unknown) => boolean): boolean =>
  Array.isArray(value) && Array.from(value as unknown[]).every(check);
const isStringArray = (value: unknown): value is string[] => everyItem(value, isString);

const ROLES: readonly Role[] = ['traveller', 'editor', 'admin'];
const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** GET /api/auth/user: the signed-in user, or null when the answer is not one. */
export const readSessionUser = (value: unknown): SessionUser | null => {
  if (!isFields(value)) return null;
  const { username, email, emailConfirmed, firstName, lastName, createdAt, isAdmin, roles } = value;
  if (
    ![username, email, firstName, lastName, createdAt].every(isString) ||
    typeof isAdmin !== 'boolean' ||
    typeof emailConfirmed !== 'boolean'
  )
    return null;
  if (!everyItem(roles, isRole)) return null;
  return { username, email, emailConfirmed, firstName, lastName, createdAt, isAdmin, roles } as SessionUser;
};

/** GET /api/system/mode. */
export const readSystemMode = (value: unknown): SystemMode | null => {
  if (!isFields(value) || typeof value.isLiveMode !== 'boolean' || (value.mode !== 'test' && value.mode !== 'live'))
    return null;
  return { isLiveMode: value.isLiveMode, mode: value.mode };
};

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    values.includes(value as T);
const isFilled = (value: unknown): value is string => isString(value) && value.length > 0;
const isAbsent = (value: unknown) => value === undefined;

/** One navigation entry of a module, with only the contract's fields; null when it is not one. */
const readNavigationEntry = (value: unknown): NavigationEntry | null => {
  if (!isFields(value)) return null;
  const { slot, label, to, icon, order, audience, end } = value;
  if (!isOneOf(NAV_SLOTS)(slot) || !isFilled(label) || label.length > NAV_LABEL_MAX || !matches(NAV_PATH)(to))
    return null;
  if (typeof order !== 'number' || !Number.isSafeInteger(order) || order < 0) return null;
  if (!(isAbsent(icon) || isOneOf(NAV_ICONS)(icon)) || !(isAbsent(audience) || isOneOf(NAV_AUDIENCES)(audience)))
    return null;
  if (!(isAbsent(end) || typeof end === 'boolean')) return null;
  return {
    slot,
    label,
    to,
    order,
    ...(icon === undefined ? {} : { icon }),
    ...(audience === undefined ? {} : { audience }),
    ...(end === undefined ? {} : { end }),
  };
};

const readRemoteEntry = (entry: Fields): RemoteEntry | null => {
  const { manifestUrl, version, routes, platform, area, navigation } = entry;
  if (!isFilled(manifestUrl) || !isFilled(version)) return null;
  if (!isStringArray(routes) || routes.length === 0 || !routes.every((route) => route.startsWith('/'))) return null;
  if (!(isAbsent(platform) || isFilled(platform)) || !(isAbsent(area) || isFilled(area))) return null;
  const items = isAbsent(navigation)
    ? undefined
    : Array.isArray(navigation)
      ? Array.from(navigation as unknown[]).map(readNavigationEntry)
      : null;
  if (items === null || items?.some((item) => item === null)) return null;
  return {
    manifestUrl,
    version,
    routes,
    ...(platform === undefined ? {} : { platform }),
    ...(area === undefined ? {} : { area }),
    ...(items === undefined ? {} : { navigation: items as NavigationEntry[] }),
  };
};

/** GET /api/remotes: module name -> manifest address, version, routes, and what the module declared. */
export const readRemoteRegistry = (value: unknown): RemoteRegistry | null => {
  if (!isFields(value)) return null;
  const registry: RemoteRegistry = {};
  for (const [name, entry] of Object.entries(value)) {
    if (!REMOTE_NAME.test(name) || !isFields(entry)) return null;
    const read = readRemoteEntry(entry);
    if (!read) return null;
    registry[name] = read;
  }
  return registry;
};

const isColour = matches(HEX_COLOUR);
const isLink = (value: unknown): value is string => isString(value) && value.length <= 2048 && isSafeUrl(value);
const isOptionalLink = (value: unknown): value is string => value === '' || isLink(value);

/**
 * GET /api/brands/{key}: the brand the page is themed with. Every value that reaches CSS, an
 * address or a script (colours, font, logo, social links, tracking id) is held to the contract's
 * format; texts only have to be texts (React escapes them; the gateway validated them on save).
 */
export const readPublicBrand = (value: unknown): PublicBrand | null => {
  if (!isFields(value)) return null;
  const { key, name, domains, logo, theme, contact, social, trackingId } = value;
  if (
    !matches(BRAND_KEY)(key) ||
    !isString(name) ||
    !name.trim() ||
    !isStringArray(domains) ||
    !isLink(logo) ||
    !matches(TRACKING_ID)(trackingId)
  )
    return null;
  if (!isFields(theme) || !isFields(contact) || !isFields(social)) return null;
  const { primary, secondary, accent, background, text, font } = theme;
  if (![primary, secondary, accent, background, text].every(isColour) || !matches(FONT_FAMILY)(font)) return null;
  if (![contact.email, contact.phone, contact.address, contact.hours].every(isString)) return null;
  if (![social.facebook, social.twitter, social.instagram].every(isOptionalLink)) return null;
  return {
    key,
    name: name.trim(),
    domains,
    logo,
    theme: { primary, secondary, accent, background, text, font },
    contact: {
      email: contact.email,
      phone: contact.phone,
      address: (contact.address as string).trim(),
      hours: (contact.hours as string).trim(),
    },
    social: { facebook: social.facebook, twitter: social.twitter, instagram: social.instagram },
    trackingId,
  } as PublicBrand;
};
