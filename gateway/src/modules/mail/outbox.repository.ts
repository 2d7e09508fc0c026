import { Op } from 'sequelize';
import type { Models } from '../../db/models';
import type { OutboxStatus } from './outboxMessage.model';

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
}

export type NewOutboxMessage = Pick<OutboxRecord, 'bookingId' | 'toAddress' | 'subject' | 'textBody' | 'htmlBody'>;

export const createOutboxRepository = ({ OutboxMessage }: Pick<Models, 'OutboxMessage'>) => {
  const plain = (row: InstanceType<typeof OutboxMessage>): OutboxRecord => {
    const { id, bookingId, toAddress, subject, textBody, htmlBody, status, attempts, lastError, createdAt, sentAt } = row;
    return { id, bookingId, toAddress, subject, textBody, htmlBody, status, attempts, lastError, createdAt, sentAt };
  };

  return {
    add: async (message: NewOutboxMessage): Promise<OutboxRecord> => plain(await OutboxMessage.create(message)),

    /** The oldest messages still to send. */
    pending: async (limit = 20): Promise<OutboxRecord[]> =>
      (await OutboxMessage.findAll({ where: { status: 'pending' }, order: [['createdAt', 'ASC']], limit })).map(plain),

    forBooking: async (bookingId: string): Promise<OutboxRecord[]> =>
      (await OutboxMessage.findAll({ where: { bookingId }, order: [['createdAt', 'ASC']] })).map(plain),

    async markSent(id: string): Promise<void> {
      await OutboxMessage.update({ status: 'sent', sentAt: new Date() }, { where: { id, status: 'pending' } });
    },

    /** One more failed attempt; after `maxAttempts` the message is given up on (status failed). */
    async markAttemptFailed(id: string, error: string, maxAttempts: number): Promise<void> {
      const row = await OutboxMessage.findOne({ where: { id, status: { [Op.eq]: 'pending' } } });
      if (!row) return;
      const attempts = row.attempts + 1;
      await row.update({ attempts, lastError: error.slice(0, 500), status: attempts >= maxAttempts ? 'failed' : 'pending' });
    },
  };
};

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
