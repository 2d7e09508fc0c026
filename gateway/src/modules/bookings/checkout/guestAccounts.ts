import { randomInt } from 'node:crypto';
import { randomSecret } from '../../../secretFile';
import type { EmailConfirmations } from '../../auth/emailConfirmations';
import { hashPassword } from '../../auth/password';
import type { PasswordResets } from '../../auth/passwordResets';
import { DuplicateUserError, type UsersRepository } from '../../auth/users.repository';
import type { BookingAttachLinks } from '../bookingAttachLinks';

const USERNAME_MAX = 32;
const ATTEMPTS = 8;

export type GuestAccount =
  | { kind: 'created'; userId: string; username: string; email: string }
  /** The address is a confirmed account's: the booking joins it only through `attachUrl`, e-mailed there. */
  | { kind: 'existing'; userId: string; attachUrl: string };

/** The e-mail's local part as a username: lower case, letters, digits, dots, underscores, hyphens. */
export const usernameBase = (email: string): string => {
  const local = (email.split('@')[0] ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9._-]+/g, '')
    .replace(/^[._-]+|[._-]+$/g, '');
  const base = local.slice(0, USERNAME_MAX);
  return base.length >= 3 ? base : `traveller${base ? `.${base}` : ''}`;
};

/**
 * Guest checkout: anyone may book without an account (issue 21). The booking joins an account only through a
 * confirmed address: the account that holds the primary passenger's e-mail, once the link sent
 * there is followed. When no account gives
 * the address at all, one is made (its address unconfirmed, a confirmation link sent) with a random
 * password nobody ever sees (issue 20): a set-password link is e-mailed instead, so a guest who
 * closes the confirmation page can still get in. When an account only claims the address
 * (unconfirmed), the booking stays a guest booking: null.
 */
export const createGuestAccounts = (
  users: UsersRepository,
  confirmations: Pick<EmailConfirmations, 'sendLink'>,
  passwordLinks: Pick<PasswordResets, 'sendGuestLink'>,
  attachLinks: Pick<BookingAttachLinks, 'issue'>,
) => ({
  async forGuest(
    guest: { email: string; firstName: string; lastName: string },
    { create, brandName, bookingId }: { create: boolean; brandName?: string; bookingId: string },
  ): Promise<GuestAccount | null> {
    // Asked together (a checkout waits on each round trip): the holder, any claim on the address,
    // and the new account's password hash, which is only used when nobody has the address.
    const hashing = create ? hashPassword(randomSecret(32)) : null;
    hashing?.catch(() => undefined);
    const [holder, claimed] = await Promise.all([
      users.findHolderOfEmail(guest.email),
      create ? users.isEmailClaimed(guest.email) : true,
    ]);
    if (holder)
      return { kind: 'existing', userId: holder.id, attachUrl: await attachLinks.issue(bookingId, holder.id) };
    if (!hashing || claimed) return null;
    const passwordHash = await hashing;
    const base = usernameBase(guest.email);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const username = attempt === 0 ? base : `${base}${randomInt(1000, 100_000)}`;
      if (await users.findByUsername(username)) continue;
      try {
        const user = await users.create({
          username,
          email: guest.email.toLowerCase(),
          firstName: guest.firstName,
          lastName: guest.lastName,
          passwordHash,
          roles: ['traveller'],
        });
        await Promise.all([confirmations.sendLink(user, brandName), passwordLinks.sendGuestLink(user, brandName)]);
        return { kind: 'created', userId: user.id, username: user.username, email: user.email };
      } catch (error) {
        if (!(error instanceof DuplicateUserError)) throw error;
      }
    }
    throw new Error('could not find a free username for a guest account');
  },
});

export type GuestAccounts = ReturnType<typeof createGuestAccounts>;
