import { sessionUserSchema, type SessionUser } from '@portal/platform/contracts';
import { AppError } from '../../http/errors';
import type { CurrentUser } from '../../http/auth';
import { verifyAgainstDummy, verifyPassword } from './password';
import type { UserRecord, UsersRepository } from './users.repository';

export const toSessionUser = (user: UserRecord): SessionUser =>
  sessionUserSchema.parse({
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    createdAt: user.createdAt.toISOString(),
    isAdmin: user.roles.includes('admin'),
    roles: user.roles,
  });

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Invalid username or password', 401);

export const createAuthService = (users: UsersRepository) => ({
  /** Checks the credentials; the same answer, after the same work, whether or not the user exists. */
  async login(username: string, password: string): Promise<{ userId: string; user: SessionUser }> {
    const user = await users.findByUsername(username);
    const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !valid) throw invalidCredentials();
    return { userId: user.id, user: toSessionUser(user) };
  },

  async sessionUser(userId: string): Promise<SessionUser | null> {
    const user = await users.findById(userId);
    return user && toSessionUser(user);
  },

  /** For the route guards (http/auth.ts). */
  async currentUser(userId: string): Promise<CurrentUser | null> {
    const user = await users.findById(userId);
    return user && { id: user.id, username: user.username, roles: user.roles };
  },
});

export type AuthService = ReturnType<typeof createAuthService>;
