import { sessionUserSchema, type RegisterRequest, type SessionUser } from '@portal/platform/contracts';
import { AppError } from '../../http/errors';
import type { CurrentUser } from '../../http/auth';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import type { SessionsRepository } from './sessions.repository';
import { DuplicateUserError, type UserRecord, type UsersRepository } from './users.repository';

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

const DUPLICATES = {
  username: () => new AppError('USERNAME_TAKEN', 'That username is already taken', 409),
  email: () => new AppError('EMAIL_TAKEN', 'An account with that email already exists', 409),
};

export const createAuthService = (users: UsersRepository, sessions: SessionsRepository) => ({
  /** A new traveller; roles are never taken from the request. Does not sign in. */
  async register(input: RegisterRequest): Promise<void> {
    if (await users.findByUsername(input.username)) throw DUPLICATES.username();
    if (await users.findByEmail(input.email)) throw DUPLICATES.email();
    const { password, ...profile } = input;
    try {
      await users.create({ ...profile, passwordHash: await hashPassword(password), roles: ['traveller'] });
    } catch (error) {
      // Two registrations for the same name at once: the unique index decides.
      if (error instanceof DuplicateUserError) throw DUPLICATES[error.field]();
      throw error;
    }
  },

  /** Checks the credentials; the same answer, after the same work, whether or not the user exists. */
  async login(username: string, password: string): Promise<{ userId: string; user: SessionUser }> {
    const user = await users.findByUsername(username);
    const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !valid) throw invalidCredentials();
    return { userId: user.id, user: toSessionUser(user) };
  },

  /** Replaces the password after checking the current one. */
  async changePassword(userId: string, currentPassword: string, newPassword: string): Promise<void> {
    const user = await users.findById(userId);
    if (!user) throw new AppError('NOT_AUTHENTICATED', 'Not authenticated', 401);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new AppError('INVALID_PASSWORD', 'Current password is incorrect', 400);
    }
    await users.update(user.id, { passwordHash: await hashPassword(newPassword) });
  },

  /** After a password change: whoever knew the old one is signed out everywhere else. */
  endOtherSessions: (userId: string, keepSid: string) => sessions.endSessionsOf(userId, keepSid),

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
