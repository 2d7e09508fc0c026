import { createHash, randomBytes } from 'node:crypto';
import { Op, fn, col, where, type Sequelize } from 'sequelize';
import { RESET_LINK_INVALID_MESSAGE } from '@portal/platform-common/contracts';
import type { Models } from '../../db/models';
import { AppError } from '../../http/errors';
import type { MailService } from '../mail/mail.service';
import type { AccountForMail } from './emailConfirmations';
import { hashPassword } from './password';
import { passwordResetEmail, setPasswordEmail } from './passwordEmails';
import type { SessionsRepository } from './sessions.repository';

export const RESET_PASSWORD_PATH = '/reset-password';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
const newToken = (): string => randomBytes(32).toString('base64url');
const invalidLink = () => new AppError('RESET_LINK_INVALID', RESET_LINK_INVALID_MESSAGE, 400);

export interface PasswordResetsDeps {
  models: Pick<Models, 'User' | 'PasswordReset'>;
  mail: Pick<MailService, 'enqueue'>;
  sessions: Pick<SessionsRepository, 'endSessionsOf'>;
  publicUrl: string;
  /** How long a link asked for on the forgot-password page works. */
  resetTtlMs: number;
  /** How long the set-password link of a guest whose booking made an account works. */
  guestTtlMs: number;
}

/**
 * Password links (issue 20): 32 random bytes, only their sha256 stored, one per account (a new
 * link voids the previous one), each works once before it expires and only while the account still
 * gives the address it was sent to. Using one replaces the password and ends every session of the
 * account. The same work is done, and nothing said, whether or not an account uses the address.
 */
export const createPasswordResets = ({
  models,
  mail,
  sessions,
  publicUrl,
  resetTtlMs,
  guestTtlMs,
}: PasswordResetsDeps) => {
  const { User, PasswordReset } = models;
  const sequelize = User.sequelize as Sequelize;
  const sameAddress = (email: string) => where(fn('lower', col('email')), email.toLowerCase());

  /**
   * The account that holds the address confirmed; else every account that only claims it (a
   * guest's account, say: registration keeps them few), so none is crowded out by the others.
   */
  const accountsFor = async (email: string): Promise<AccountForMail[]> => {
    const holder = await User.findOne({
      where: { [Op.and]: [sameAddress(email), { emailConfirmedAt: { [Op.ne]: null } }] },
    });
    if (holder) return [holder];
    return User.findAll({
      where: { [Op.and]: [sameAddress(email), { emailConfirmedAt: null }] },
      order: [['createdAt', 'ASC']],
    });
  };

  const issue = async (account: AccountForMail, ttlMs: number): Promise<string> => {
    const token = newToken();
    await sequelize.transaction(async (transaction) => {
      await PasswordReset.destroy({ where: { userId: account.id }, transaction });
      await PasswordReset.create(
        {
          tokenHash: hashOf(token),
          userId: account.id,
          email: account.email.toLowerCase(),
          expiresAt: new Date(Date.now() + ttlMs),
        },
        { transaction },
      );
    });
    const link = new URL(RESET_PASSWORD_PATH, publicUrl);
    link.searchParams.set('token', token);
    return link.toString();
  };

  return {
    /** The forgot-password form: a link to every account using the address (see accountsFor), or nothing. */
    async requestReset(email: string, brandName?: string): Promise<void> {
      const accounts = await accountsFor(email);
      if (accounts.length === 0) {
        // Nobody to write to: a token is still made, hashed and written against in a transaction
        // (nothing matches), so the answer takes about as long as for an account; nothing is sent.
        const tokenHash = hashOf(newToken());
        await sequelize.transaction(async (transaction) => {
          await PasswordReset.destroy({ where: { tokenHash }, transaction });
          await PasswordReset.count({ where: { tokenHash }, transaction });
        });
        return;
      }
      for (const account of accounts) {
        const url = await issue(account, resetTtlMs);
        await mail.enqueue({
          bookingId: null,
          toAddress: account.email,
          ...passwordResetEmail({ username: account.username, url, ttlMs: resetTtlMs, brandName }),
        });
      }
    },

    /** To a guest whose booking just made this account: choose a password (none they know exists). */
    async sendGuestLink(account: AccountForMail, brandName?: string): Promise<void> {
      const url = await issue(account, guestTtlMs);
      await mail.enqueue({
        bookingId: null,
        toAddress: account.email,
        ...setPasswordEmail({ username: account.username, url, ttlMs: guestTtlMs, brandName }),
      });
    },

    /** Uses a link: the new password replaces the old and every session of the account ends. Returns the account's id. */
    async reset(token: string, newPassword: string): Promise<string> {
      const passwordHash = await hashPassword(newPassword);
      const userId = await sequelize
        .transaction(async (transaction) => {
          const link = await PasswordReset.findByPk(hashOf(token), { transaction, lock: transaction.LOCK.UPDATE });
          if (!link) throw invalidLink();
          // Single use, whatever happens next.
          await link.destroy({ transaction });
          const user = await User.findByPk(link.userId, { transaction, lock: transaction.LOCK.UPDATE });
          if (link.expiresAt.getTime() <= Date.now() || !user || user.email.toLowerCase() !== link.email)
            throw invalidLink();
          await user.update({ passwordHash }, { transaction });
          return user.id;
        })
        .catch(async (error: unknown) => {
          // A refused link is still used up (the transaction rolled its deletion back).
          if (error instanceof AppError) await PasswordReset.destroy({ where: { tokenHash: hashOf(token) } });
          throw error;
        });
      // Whoever was signed in, with the old password or a stolen cookie, is signed out everywhere.
      await sessions.endSessionsOf(userId, ''); // no session has the empty id: all of them end
      return userId;
    },
  };
};

export type PasswordResets = ReturnType<typeof createPasswordResets>;
