import { Op, QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Models } from '../../db/models';
import type { OutboxStatus } from './outboxMessage.model';
import { redactOneTimeLinks } from './redactOneTimeLinks';

export interface OutboxRecord {
  id: string;
  bookingId: string | null;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
  headers: Record<string, string> | null;
}

export type NewOutboxMessage = Pick<OutboxRecord, 'bookingId' | 'toAddress' | 'subject' | 'textBody' | 'htmlBody'> &
  Partial<Pick<OutboxRecord, 'headers'>>;

export interface OutboxPage {
  messages: OutboxRecord[];
  total: number;
}

/** A message's bodies with every one-time link and token hidden (see redactOneTimeLinks). */
const redactedBodies = ({ textBody, htmlBody }: { textBody: string; htmlBody: string }) => ({
  textBody: redactOneTimeLinks(textBody).body,
  htmlBody: redactOneTimeLinks(htmlBody).body,
});

export const createOutboxRepository = ({ OutboxMessage }: Pick<Models, 'OutboxMessage'>) => {
  const sequelize = OutboxMessage.sequelize as Sequelize;
  const plain = (row: InstanceType<typeof OutboxMessage>): OutboxRecord => {
    const {
      id,
      bookingId,
      toAddress,
      subject,
      textBody,
      htmlBody,
      status,
      attempts,
      lastError,
      createdAt,
      sentAt,
      nextAttemptAt,
      headers,
    } = row;
    return {
      id,
      bookingId,
      toAddress,
      subject,
      textBody,
      htmlBody,
      status,
      attempts,
      lastError,
      createdAt,
      sentAt,
      nextAttemptAt,
      headers,
    };
  };

  return {
    /** Queued with whatever caused it when `transaction` is given: both are kept, or neither. */
    add: async (message: NewOutboxMessage, transaction?: Transaction): Promise<OutboxRecord> =>
      plain(await OutboxMessage.create(message, { transaction })),

    /**
     * Claims the oldest pending messages that are due and held by no gateway, until `until`: the
     * row locks (SKIP LOCKED) and the lease mean two replicas never claim the same message at once.
     */
    async claimDue({ now, until, limit = 20 }: { now: Date; until: Date; limit?: number }): Promise<OutboxRecord[]> {
      const claimed = await sequelize.query<{ id: string }>(
        `WITH due AS (
           SELECT id FROM mail_outbox
           WHERE status = 'pending' AND next_attempt_at <= :now AND (claimed_until IS NULL OR claimed_until <= :now)
           ORDER BY next_attempt_at, created_at
           LIMIT :limit
           FOR UPDATE SKIP LOCKED)
         UPDATE mail_outbox SET claimed_until = :until FROM due WHERE mail_outbox.id = due.id
         RETURNING mail_outbox.id`,
        { replacements: { now, until, limit }, type: QueryTypes.SELECT },
      );
      if (claimed.length === 0) return [];
      const rows = await OutboxMessage.findAll({
        where: { id: claimed.map((row) => row.id) },
        order: [['createdAt', 'ASC']],
      });
      return rows.map(plain);
    },

    forBooking: async (bookingId: string): Promise<OutboxRecord[]> =>
      (await OutboxMessage.findAll({ where: { bookingId }, order: [['createdAt', 'ASC']] })).map(plain),

    /** Sent: what stays of it is the redacted copy, so no one-time link can be read back from here. */
    async markSent(message: Pick<OutboxRecord, 'id' | 'textBody' | 'htmlBody'>, now: Date): Promise<void> {
      await OutboxMessage.update(
        { status: 'sent', sentAt: now, claimedUntil: null, ...redactedBodies(message) },
        { where: { id: message.id, status: 'pending' } },
      );
    },

    /** Bodies of messages settled (sent or given up) before `before` are emptied: the rest is kept for the operations view. */
    async purgeBodies(before: Date): Promise<number> {
      const [count] = await OutboxMessage.update(
        { textBody: '', htmlBody: '' },
        {
          where: {
            status: { [Op.in]: ['sent', 'failed'] },
            createdAt: { [Op.lt]: before },
            [Op.or]: [{ textBody: { [Op.ne]: '' } }, { htmlBody: { [Op.ne]: '' } }],
          },
        },
      );
      return count;
    },

    /**
     * One more failed attempt, released for another try at `retryAt(attempts)`; after `maxAttempts`
     * the message is given up on (status failed) and kept for the operations view.
     */
    async markAttemptFailed(
      id: string,
      error: string,
      { maxAttempts, retryAt }: { maxAttempts: number; retryAt: (attempts: number) => Date },
    ): Promise<void> {
      const row = await OutboxMessage.findOne({ where: { id, status: { [Op.eq]: 'pending' } } });
      if (!row) return;
      const attempts = row.attempts + 1;
      const givenUp = attempts >= maxAttempts;
      await row.update({
        attempts,
        lastError: error.slice(0, 500),
        status: givenUp ? 'failed' : 'pending',
        nextAttemptAt: retryAt(attempts),
        claimedUntil: null,
        // Never sent again: its links need not stay usable here either.
        ...(givenUp ? redactedBodies(row) : {}),
      });
    },

    /** Newest first, for the operations view. */
    async page({ page, limit }: { page: number; limit: number }): Promise<OutboxPage> {
      const { rows, count } = await OutboxMessage.findAndCountAll({
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        limit,
        offset: (page - 1) * limit,
      });
      return { messages: rows.map(plain), total: count };
    },

    find: async (id: string): Promise<OutboxRecord | null> => {
      const row = await OutboxMessage.findByPk(id);
      return row ? plain(row) : null;
    },
  };
};

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
