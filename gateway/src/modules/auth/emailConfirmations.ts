import { createHash, randomBytes } from 'node:crypto';
import { Op, UniqueConstraintError, fn, col, where, type Sequelize } from 'sequelize';
import type { Models } from '../../db/models';
import { AppError } from '../../http/errors';
import type { MailService } from '../mail/mail.service';
import {
  addressAskedForEmail,
  addressClaimedTooOftenEmail,
  addressInUseEmail,
  confirmationLinkEmail,
  usernameTakenEmail,
} from './accountEmails';

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60_000;
export const CONFIRM_EMAIL_PATH = '/confirm-email';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

const invalidLink = () =>
  new AppError(
    'CONFIRMATION_INVALID',
    'This confirmation link is invalid, used or expired. Sign in and ask for a new one from your profile.',
    400,
  );
export const addressHeldElsewhere = () =>
  new AppError('EMAIL_HELD', 'This e-mail address is already confirmed for another account.', 409);

export interface AccountForMail {
  id: string;
  username: string;
  email: string;
}

/**
 * E-mail confirmation (issue 21): links carry 32 random bytes, only their sha256 is stored, each
 * works once within 24 hours, and a new one voids the account's previous one. Confirming makes the
 * account hold the address; the first account to confirm wins and other accounts' claims to it
 * are void (their links stop working, and they cannot confirm it any more).
 */
export const createEmailConfirmations = ({
  models,
  mail,
  publicUrl,
}: {
  models: Pick<Models, 'User' | 'EmailConfirmation'>;
  mail: Pick<MailService, 'enqueue'>;
  publicUrl: string;
}) => {
  const { User, EmailConfirmation } = models;
  const sequelize = User.sequelize as Sequelize;
  const url = (path: string) => new URL(path, publicUrl).toString();
  const send = (toAddress: string, content: { subject: string; textBody: string; htmlBody: string }) =>
    mail.enqueue({ bookingId: null, toAddress, ...content });

  return {
    /** A new link for the account's current address, replacing any earlier one, sent through the outbox. */
    async sendLink(account: AccountForMail, brandName?: string): Promise<void> {
      const token = randomBytes(32).toString('base64url');
      await sequelize.transaction(async (transaction) => {
        await EmailConfirmation.destroy({ where: { userId: account.id }, transaction });
        await EmailConfirmation.create(
          {
            tokenHash: hashOf(token),
            userId: account.id,
            email: account.email.toLowerCase(),
            expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
          },
          { transaction },
        );
      });
      const link = new URL(CONFIRM_EMAIL_PATH, publicUrl);
      link.searchParams.set('token', token);
      await send(account.email, confirmationLinkEmail({ username: account.username, url: link.toString(), brandName }));
    },

    /** Someone tried to register with an address this account holds. */
    notifyAddressInUse: (holder: AccountForMail, brandName?: string) =>
      send(holder.email, addressInUseEmail({ username: holder.username, signInUrl: url('/login'), brandName })),

    /** Another account asked to move to an address this account holds. */
    notifyAddressAskedFor: (holder: AccountForMail, brandName?: string) =>
      send(holder.email, addressAskedForEmail({ username: holder.username, brandName })),

    /** Someone tried to sign up with an address that enough unconfirmed accounts claim already. */
    notifyAddressClaimedTooOften: (email: string, brandName?: string) =>
      send(email, addressClaimedTooOftenEmail({ forgotPasswordUrl: url('/forgot-password'), brandName })),

    /** Someone asked for a username that is taken, giving this address. */
    notifyUsernameTaken: (email: string, username: string, brandName?: string) =>
      send(email, usernameTakenEmail({ username, signUpUrl: url('/register'), brandName })),

    /** Follows a link: the account now holds its address. Throws 400 for a bad link, 409 when another account holds it. */
    async confirm(token: string): Promise<void> {
      await sequelize
        .transaction(async (transaction) => {
          const link = await EmailConfirmation.findByPk(hashOf(token), { transaction, lock: transaction.LOCK.UPDATE });
          if (!link) throw invalidLink();
          // Single use, whatever happens next.
          await link.destroy({ transaction });
          const user = await User.findByPk(link.userId, { transaction, lock: transaction.LOCK.UPDATE });
          // A link for the address the owner asked to change to (issue 20), or for the address in force.
          const forPending = user?.pendingEmail?.toLowerCase() === link.email;
          if (
            link.expiresAt.getTime() <= Date.now() ||
            !user ||
            (!forPending && user.email.toLowerCase() !== link.email)
          )
            throw invalidLink();
          if (!forPending && user.emailConfirmedAt) return;
          const sameAddress = where(fn('lower', col('email')), link.email);
          const holder = await User.findOne({
            where: { [Op.and]: [sameAddress, { emailConfirmedAt: { [Op.ne]: null } }, { id: { [Op.ne]: user.id } }] },
            transaction,
          });
          if (holder) throw addressHeldElsewhere();
          try {
            await user.update(
              forPending
                ? { email: link.email, pendingEmail: null, emailConfirmedAt: new Date() }
                : { emailConfirmedAt: new Date() },
              { transaction },
            );
          } catch (error) {
            // Another account confirmed the same address at this very moment: the index decided.
            if (error instanceof UniqueConstraintError) throw addressHeldElsewhere();
            throw error;
          }
          // Other accounts' claims to the address are void: their links stop working.
          await EmailConfirmation.destroy({ where: { email: link.email, userId: { [Op.ne]: user.id } }, transaction });
        })
        .catch(async (error: unknown) => {
          // A refused link is still used up (the transaction rolled its deletion back).
          if (error instanceof AppError) await EmailConfirmation.destroy({ where: { tokenHash: hashOf(token) } });
          throw error;
        });
    },
  };
};

export type EmailConfirmations = ReturnType<typeof createEmailConfirmations>;
