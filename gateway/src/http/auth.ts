import type { RequestHandler } from 'express';
import type { Role } from '@portal/platform/contracts';
import { AppError } from './errors';
import { accountReadWithSession } from './sessionStore';

/** What the guards know about the signed-in user, loaded fresh on each request. */
export interface CurrentUser {
  id: string;
  username: string;
  roles: Role[];
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
 * (sessionStore.ts), else with `loadUser`.
 */
export const createAuthGuards = (loadUser: UserLoader) => {
  const requireUser: RequestHandler = async (req, _res, next) => {
    const userId = req.session?.userId;
    if (!userId) throw notAuthenticated();
    const readWithSession = accountReadWithSession(req);
    const user = readWithSession?.id === userId ? readWithSession : await loadUser(userId);
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

  return { requireUser, requireRole };
};

export type AuthGuards = ReturnType<typeof createAuthGuards>;
