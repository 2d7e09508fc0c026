import {
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  emailChangePendingMessage,
  PROFILE_UPDATED_MESSAGE,
  type ProfileChange,
  type SessionUser,
} from '@portal/platform-common/contracts';
import { AppError } from '../../http/errors';
import type { MailService } from '../mail/mail.service';
import { toSessionUser } from './auth.service';
import type { EmailChangeUndo } from './emailChangeUndo';
import type { EmailConfirmations } from './emailConfirmations';
import { verifyPassword } from './password';
import { emailChangeRequestedEmail } from './profileEmails';
import type { UsersRepository } from './users.repository';

interface ProfileDeps {
  users: UsersRepository;
  confirmations: Pick<EmailConfirmations, 'sendLink' | 'notifyAddressAskedFor'>;
  undo: Pick<EmailChangeUndo, 'issue' | 'undo'>;
  mail: Pick<MailService, 'enqueue'>;
}

type User = NonNullable<Awaited<ReturnType<UsersRepository['findById']>>>;

const passwordRefused = (code: string, message: string) =>
  new AppError(code, message, 400, { details: { issues: [{ path: ['currentPassword'], message }] } });

/** A session alone (a stolen cookie, a shared computer) must not move the account to another mailbox. */
const checkCurrentPassword = async (user: User, currentPassword: string | undefined): Promise<void> => {
  if (!currentPassword) throw passwordRefused('VALIDATION_ERROR', CURRENT_PASSWORD_REQUIRED_MESSAGE);
  if (!(await verifyPassword(user.passwordHash, currentPassword)))
    throw passwordRefused('INVALID_PASSWORD', CURRENT_PASSWORD_INCORRECT_MESSAGE);
};

const same = (a: string | null, b: string | null) => a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

/**
 * The signed-in traveller's own profile (issue 20): names and phone change at once; a new e-mail
 * address waits (pending) until the link sent to it is followed, the confirmed one staying in
 * force for sign-in and mail meanwhile. An address another account holds is refused as at
 * confirmation; an address only claimed elsewhere is not held (the first to confirm wins).
 */
export const createProfileService = ({ users, confirmations, undo, mail }: ProfileDeps) => {
  /** Returns the address now awaiting its link, or null when the change is cancelled or none. */
  const requestEmailChange = async (
    user: User,
    email: string,
    currentPassword: string | undefined,
    brandName?: string,
  ): Promise<string | null> => {
    // Giving the address in force again cancels a pending change (its link no longer matches).
    if (same(email, user.email)) return null;
    // The address already asked for (with the password) may have its link sent again without it.
    if (!same(email, user.pendingEmail)) await checkCurrentPassword(user, currentPassword);
    const holder = await users.findHolderOfEmail(email);
    // Answered as for a free address, so the answer never tells whether it is a customer's: its
    // holder is told, and no link is sent, so the change can never be confirmed.
    if (holder && holder.id !== user.id) await confirmations.notifyAddressAskedFor(holder, brandName);
    else await confirmations.sendLink({ id: user.id, username: user.username, email }, brandName);
    // A notice to the address in force, once per new address, and only if the account proved it owns it.
    if (user.emailConfirmedAt && !same(email, user.pendingEmail)) {
      const notice = emailChangeRequestedEmail({
        username: user.username,
        newAddress: email,
        undoUrl: await undo.issue(user.id),
        brandName,
      });
      await mail.enqueue({ bookingId: null, toAddress: user.email, ...notice });
    }
    return email;
  };

  return {
    /** The link from the notice to the address left; `keepSid` is the session that followed it. */
    cancelEmailChange: (token: string, keepSid: string) => undo.undo(token, keepSid),

    async update(
      userId: string,
      patch: ProfileChange,
      brandName?: string,
    ): Promise<{ message: string; user: SessionUser }> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('NOT_AUTHENTICATED', 'Not authenticated', 401);
      const { email, phone, currentPassword, ...names } = patch;
      const pendingEmail =
        email === undefined ? user.pendingEmail : await requestEmailChange(user, email, currentPassword, brandName);
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
