import {
  emailChangePendingMessage,
  PROFILE_UPDATED_MESSAGE,
  type ProfilePatch,
  type SessionUser,
} from '@portal/platform-common/contracts';
import { AppError } from '../../http/errors';
import type { MailService } from '../mail/mail.service';
import { toSessionUser } from './auth.service';
import { addressHeldElsewhere, type EmailConfirmations } from './emailConfirmations';
import { emailChangeRequestedEmail } from './profileEmails';
import type { UsersRepository } from './users.repository';

interface ProfileDeps {
  users: UsersRepository;
  confirmations: Pick<EmailConfirmations, 'sendLink'>;
  mail: Pick<MailService, 'enqueue'>;
  publicUrl: string;
}

const same = (a: string | null, b: string | null) => a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

/**
 * The signed-in traveller's own profile (issue 20): names and phone change at once; a new e-mail
 * address waits (pending) until the link sent to it is followed, the confirmed one staying in
 * force for sign-in and mail meanwhile. An address another account holds is refused as at
 * confirmation; an address only claimed elsewhere is not held (the first to confirm wins).
 */
export const createProfileService = ({ users, confirmations, mail, publicUrl }: ProfileDeps) => {
  /** Returns the address now awaiting its link, or null when the change is cancelled or none. */
  const requestEmailChange = async (
    user: NonNullable<Awaited<ReturnType<UsersRepository['findById']>>>,
    email: string,
    brandName?: string,
  ): Promise<string | null> => {
    // Giving the address in force again cancels a pending change (its link no longer matches).
    if (same(email, user.email)) return null;
    const holder = await users.findHolderOfEmail(email);
    if (holder && holder.id !== user.id) throw addressHeldElsewhere();
    await confirmations.sendLink({ id: user.id, username: user.username, email }, brandName);
    // A notice to the address in force, once per new address, and only if the account proved it owns it.
    if (user.emailConfirmedAt && !same(email, user.pendingEmail)) {
      const notice = emailChangeRequestedEmail({
        username: user.username,
        newAddress: email,
        signInUrl: new URL('/login', publicUrl).toString(),
        brandName,
      });
      await mail.enqueue({ bookingId: null, toAddress: user.email, ...notice });
    }
    return email;
  };

  return {
    async update(
      userId: string,
      patch: ProfilePatch,
      brandName?: string,
    ): Promise<{ message: string; user: SessionUser }> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('NOT_AUTHENTICATED', 'Not authenticated', 401);
      const { email, phone, ...names } = patch;
      const pendingEmail = email === undefined ? user.pendingEmail : await requestEmailChange(user, email, brandName);
      await users.update(user.id, { ...names, ...(phone === undefined ? {} : { phone: phone || null }), pendingEmail });
      const updated = await users.findById(user.id);
      if (!updated) throw new AppError('NOT_AUTHENTICATED', 'Not authenticated', 401);
      const message =
        email !== undefined && pendingEmail ? emailChangePendingMessage(pendingEmail) : PROFILE_UPDATED_MESSAGE;
      return { message, user: toSessionUser(updated) };
    },
  };
};

export type ProfileService = ReturnType<typeof createProfileService>;
