import {
  navigationEntrySchema,
  type NavigationEntry,
  type NavSlot,
  type RemoteRegistry,
  type SessionUser,
} from '@portal/platform/contracts';

/** What the header shows of the signed-in user (GET /api/auth/user, inlined in the boot state). */
export type FrameUser = Pick<SessionUser, 'username' | 'firstName' | 'email' | 'isAdmin'>;

/** The inlined user, or null for a guest or anything that does not read as a user. */
export const frameUserOf = (user: unknown): FrameUser | null => {
  const { username, firstName, email, isAdmin } = (user ?? {}) as Partial<Record<keyof FrameUser, unknown>>;
  if (typeof username !== 'string' || !username) return null;
  return {
    username,
    firstName: typeof firstName === 'string' ? firstName : '',
    email: typeof email === 'string' ? email : '',
    isAdmin: isAdmin === true,
  };
};

/** The spec's display name: first name, falling back to the username (platform displayNameOf). */
export const displayNameOf = (user: FrameUser): string => user.firstName.trim() || user.username;

const sees = (audience: NavigationEntry['audience'], user: FrameUser | null): boolean => {
  if (audience === 'guest') return !user;
  if (audience === 'signedIn') return Boolean(user);
  if (audience === 'admin') return Boolean(user?.isAdmin);
  return true;
};

/** An entry as the registry's schema takes it: a label, a path on this site (never //host), an order. */
const isEntry = (entry: unknown): entry is NavigationEntry => navigationEntrySchema.safeParse(entry).success;

/**
 * The links of one place of the header for this viewer, as the shell's navigationFor
 * (host/src/layout/navigation.ts) computes them from the registry: the viewer's entries only, in
 * ascending order, ties in registry order. Entries that do not read as links are left out.
 */
export const frameNavigation = (
  registry: RemoteRegistry | undefined,
  slot: NavSlot,
  user: FrameUser | null,
): NavigationEntry[] =>
  Object.values(registry ?? {})
    .flatMap((entry) => (Array.isArray(entry?.navigation) ? (entry.navigation as unknown[]) : []))
    .filter(isEntry)
    .filter((entry) => entry.slot === slot && sees(entry.audience, user))
    .sort((a, b) => a.order - b.order);

const pathOf = (to: string): string => to.split(/[?#]/)[0] ?? to;
const trimmed = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Whether a link is the current page's, as react-router's NavLink decides it (case-insensitive):
 * the same path, or with `end` unset a path below it ('/admin' is current on '/admin/brands').
 */
export const isCurrent = (to: string, end: boolean | undefined, path: string): boolean => {
  const target = trimmed(pathOf(to)).toLowerCase();
  const current = trimmed(path).toLowerCase() || '/';
  if (current === target) return true;
  return !end && target !== '/' && current.startsWith(`${target}/`);
};
