import type { Request, RequestHandler } from 'express';
import type { Role } from '@portal/platform-common/contracts';
import { AppError } from './errors';
import { accountReadWithSession } from './sessions/requestSession';

/** What the guards know about the signed-in user, loaded fresh on each request. */
export interface CurrentUser {
  id: string;
  username: string;
  roles: Role[];
  /** The account's bookings' version, when read with the session (http/sessions/sessionStore.ts). */
  bookingsVersion?: string;
}

export type UserLoader = (id: string) => Promise<CurrentUser | null>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own extension point
  namespace Express {
    interface Request {
      currentUser?: CurrentUser;
    }
  }
}

const notAuthenticated = () => new AppError('NOT_AUTHENTICATED', 'Not authenticated', 401);

/**
 * Guards for routers. Roles are read from the database on every request, not from the session,
 * so a demotion takes effect at once: usually with the session's own row, in the same query
 * (http/sessions/sessionStore.ts), else with `loadUser`.
 */
export const createAuthGuards = (loadUser: UserLoader) => {
  /** The session's user as the database has it now, or null (no session user, or a deleted account). */
  const signedInUser = async (req: Request): Promise<CurrentUser | null> => {
    const userId = req.session?.userId;
    if (!userId) return null;
    const readWithSession = accountReadWithSession(req);
    return readWithSession?.id === userId ? readWithSession : loadUser(userId);
  };

  const requireUser: RequestHandler = async (req, _res, next) => {
    const user = await signedInUser(req);
    if (!user) throw notAuthenticated();
    req.currentUser = user;
    next();
  };

  const requireRole = (...roles: Role[]): RequestHandler[] => [
    requireUser,
    (req, _res, next) => {
      if (!req.currentUser?.roles.some((role) => roles.includes(role))) {
        throw new AppError('FORBIDDEN', 'You do not have permission to do this', 403);
      }
      next();
    },
  ];

  return { requireUser, requireRole, signedInUser };
};

export type AuthGuards = ReturnType<typeof createAuthGuards>;
