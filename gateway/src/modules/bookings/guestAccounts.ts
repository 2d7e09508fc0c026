import { randomInt } from 'node:crypto';
import { randomSecret } from '../../secretFile';
import { hashPassword } from '../auth/password';
import { DuplicateUserError, type UsersRepository } from '../auth/users.repository';

const USERNAME_MAX = 32;
const ATTEMPTS = 8;

export type GuestAccount =
  | { kind: 'created'; userId: string; username: string; password: string; email: string }
  | { kind: 'existing'; userId: string };

/** The e-mail's local part as a username: lower case, letters, digits, dots, underscores, hyphens. */
export const usernameBase = (email: string): string => {
  const local = (email.split('@')[0] ?? '').toLowerCase().normalize('NFKD').replace(/[^a-z0-9._-]+/g, '').replace(/^[._-]+|[._-]+$/g, '');
  const base = local.slice(0, USERNAME_MAX);
  return base.length >= 3 ? base : `traveller${base ? `.${base}` : ''}`;
};

/**
 * Guest checkout (traveller-journey §1): the primary passenger's e-mail gets an account, unless it
 * has one already, in which case the booking joins it and nobody is signed in. The generated
 * password is returned once, to be shown once; only its argon2id hash is stored.
 */
export const createGuestAccounts = (users: UsersRepository) => ({
  async forGuest(guest: { email: string; firstName: string; lastName: string }, { create }: { create: boolean }): Promise<GuestAccount | null> {
    const existing = await users.findByEmail(guest.email);
    if (existing) return { kind: 'existing', userId: existing.id };
    if (!create) return null;
    const password = randomSecret(20);
    const passwordHash = await hashPassword(password);
    const base = usernameBase(guest.email);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const username = attempt === 0 ? base : `${base}${randomInt(1000, 100_000)}`;
      if (await users.findByUsername(username)) continue;
      try {
        const user = await users.create({ username, email: guest.email.toLowerCase(), firstName: guest.firstName, lastName: guest.lastName, passwordHash, roles: ['traveller'] });
        return { kind: 'created', userId: user.id, username: user.username, password, email: user.email };
      } catch (error) {
        if (!(error instanceof DuplicateUserError)) throw error;
        // The same e-mail signed up a moment ago (another checkout): the booking joins that account.
        if (error.field === 'email') {
          const raced = await users.findByEmail(guest.email);
          if (raced) return { kind: 'existing', userId: raced.id };
        }
      }
    }
    throw new Error('could not find a free username for a guest account');
  },
});

export type GuestAccounts = ReturnType<typeof createGuestAccounts>;
