import { sessionUserSchema, type RegisterRequest, type SessionUser } from '@portal/platform-common/contracts';
import { AppError } from '../../http/errors';
import type { CurrentUser } from '../../http/auth';
import type { EmailConfirmations } from './emailConfirmations';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import type { SessionsRepository } from './sessions.repository';
import { DuplicateUserError, type UserRecord, type UsersRepository } from './users.repository';

export const toSessionUser = (user: UserRecord): SessionUser =>
  sessionUserSchema.parse({
    username: user.username,
    email: user.email,
    emailConfirmed: user.emailConfirmedAt !== null,
    firstName: user.firstName,
    lastName: user.lastName,
    ...(user.phone ? { phone: user.phone } : {}),
    ...(user.pendingEmail ? { pendingEmail: user.pendingEmail } : {}),
    createdAt: user.createdAt.toISOString(),
    isAdmin: user.roles.includes('admin'),
    roles: user.roles,
  });

/**
 * Accounts that may claim one address before it is confirmed: enough for a family's mistakes,
 * and few enough that a password reset can write to every one of them.
 */
export const MAX_UNCONFIRMED_CLAIMS = 3;

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Invalid username or password', 401);

/**
 * The account a sign-in names (issue 20): an e-mail address finds the account that holds it, that
 * is whose owner confirmed it, in any case; anything else, or an address nobody holds, is looked
 * up as a username (registration keeps '@' out of new usernames; older ones may have it).
 */
const findSignInAccount = async (users: UsersRepository, login: string): Promise<UserRecord | null> =>
  (login.includes('@') ? await users.findHolderOfEmail(login.trim()) : null) ?? (await users.findByUsername(login));

export const createAuthService = (
  users: UsersRepository,
  sessions: SessionsRepository,
  confirmations: EmailConfirmations,
) => ({
  /**
   * A new traveller, whose address is confirmed by the link e-mailed now; roles are never taken
   * from the request. Does not sign in. The caller learns nothing (issue 21): the same work is
   * done, and the same answer given, whether or not the name or the address is taken; the address
   * given is told by e-mail which it was. No account is made for a taken name or a held address.
   */
  async register(input: RegisterRequest, brandName?: string): Promise<void> {
    const { password, terms: _accepted, ...profile } = input;
    const passwordHash = await hashPassword(password);
    const holder = await users.findHolderOfEmail(input.email);
    if (holder) return void (await confirmations.notifyAddressInUse(holder, brandName));
    if (await users.findByUsername(input.username))
      return void (await confirmations.notifyUsernameTaken(input.email, input.username, brandName));
    // Otherwise enough registrations with someone's address would crowd their own account out of a reset.
    if ((await users.unconfirmedClaims(input.email)) >= MAX_UNCONFIRMED_CLAIMS)
      return void (await confirmations.notifyAddressClaimedTooOften(input.email, brandName));
    try {
      const user = await users.create({ ...profile, passwordHash, roles: ['traveller'] });
      await confirmations.sendLink(user, brandName);
    } catch (error) {
      // Two registrations for the same name at once: the unique index decides.
      if (!(error instanceof DuplicateUserError)) throw error;
      await confirmations.notifyUsernameTaken(input.email, input.username, brandName);
    }
  },

  /** A new link for a signed-in account whose address is unconfirmed (the previous link stops working). */
  async resendConfirmation(userId: string, brandName?: string): Promise<void> {
    const user = await users.findById(userId);
    if (!user) throw new AppError('NOT_AUTHENTICATED', 'Not authenticated', 401);
    if (user.emailConfirmedAt)
      throw new AppError('ALREADY_CONFIRMED', 'Your e-mail address is already confirmed.', 409);
    // Another account confirmed this address first: this account's claim is void. Nothing is sent,
    // and the answer is the same, so it does not tell that the address is a customer's.
    if (await users.findHolderOfEmail(user.email)) return;
    await confirmations.sendLink(user, brandName);
  },

  confirmEmail: (token: string) => confirmations.confirm(token),

  /**
   * What the sign-in throttle counts a sign-in under: the account, whichever of its names was
   * typed, or the name itself when no account has it (counted alike, so the answer never tells).
   */
  async signInKey(login: string): Promise<string> {
    const user = await findSignInAccount(users, login);
    return user ? `account:${user.id}` : `unknown:${login.trim().toLowerCase()}`;
  },

  /** Checks the credentials, by username or e-mail address; the same answer, after the same work, whether or not the user exists. */
  async login(login: string, password: string): Promise<{ userId: string; user: SessionUser }> {
    const user = await findSignInAccount(users, login);
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
