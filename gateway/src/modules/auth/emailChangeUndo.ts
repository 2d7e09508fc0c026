import { createHash, randomBytes } from 'node:crypto';
import { QueryTypes, UniqueConstraintError, type Sequelize } from 'sequelize';
import { AppError } from '../../http/errors';
import { addressHeldElsewhere } from './emailConfirmations';
import { createSessionsRepository } from './sessions.repository';

/** Long enough for an owner away from their mailbox for a few days to undo a change made behind their back. */
export const EMAIL_CHANGE_UNDO_TTL_MS = 7 * 24 * 60 * 60_000;
export const CANCEL_EMAIL_CHANGE_PATH = '/cancel-email-change';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

const invalidLink = () =>
  new AppError(
    'UNDO_LINK_INVALID',
    'This link is invalid, used or expired. Sign in to check your e-mail address.',
    400,
  );

const ISSUE_SQL = `UPDATE users SET email_change_undo_hash = $2, email_change_undo_address = lower(email),
  email_change_undo_expires_at = now() + $3 * interval '1 millisecond' WHERE id = $1`;

// Takes the link (once) and, if the change was confirmed meanwhile, puts the left address back.
const UNDO_SQL = `UPDATE users SET
    email = email_change_undo_address,
    email_confirmed_at = coalesce(email_confirmed_at, now()),
    pending_email = NULL,
    email_change_undo_hash = NULL, email_change_undo_address = NULL, email_change_undo_expires_at = NULL,
    updated_at = now()
  WHERE email_change_undo_hash = $1 AND email_change_undo_expires_at > now()
  RETURNING id`;

const USE_UP_SQL = `UPDATE users SET email_change_undo_hash = NULL, email_change_undo_address = NULL,
  email_change_undo_expires_at = NULL WHERE email_change_undo_hash = $1`;

/**
 * The link a notice to the address an account leaves carries: the owner of that mailbox cancels
 * the change (or takes the address back once it was confirmed), and every other session of the
 * account ends, so a stolen session does not survive it.
 */
export const createEmailChangeUndo = ({ sequelize, publicUrl }: { sequelize: Sequelize; publicUrl: string }) => ({
  /** A new link for the account's address in force (replacing any earlier one): its URL. */
  async issue(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await sequelize.query(ISSUE_SQL, { bind: [userId, hashOf(token), EMAIL_CHANGE_UNDO_TTL_MS] });
    const link = new URL(CANCEL_EMAIL_CHANGE_PATH, publicUrl);
    link.searchParams.set('token', token);
    return link.toString();
  },

  /** Follows a link; `keepSid` is the session of the browser that followed it. */
  async undo(token: string, keepSid: string): Promise<void> {
    const userId = await sequelize
      .transaction(async (transaction) => {
        const rows = await sequelize.query<{ id: string }>(UNDO_SQL, {
          bind: [hashOf(token)],
          type: QueryTypes.SELECT,
          transaction,
        });
        const id = rows[0]?.id;
        if (!id) throw invalidLink();
        // Links to the new address, and password resets sent there, stop working.
        await sequelize.query('DELETE FROM email_confirmations WHERE user_id = $1', { bind: [id], transaction });
        await sequelize.query('DELETE FROM password_resets WHERE user_id = $1', { bind: [id], transaction });
        return id;
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof UniqueConstraintError)) throw error;
        // Another account confirmed the left address meanwhile: the link is used up all the same.
        await sequelize.query(USE_UP_SQL, { bind: [hashOf(token)] });
        throw addressHeldElsewhere();
      });
    await createSessionsRepository(sequelize).endSessionsOf(userId, keepSid);
  },
});

export type EmailChangeUndo = ReturnType<typeof createEmailChangeUndo>;
