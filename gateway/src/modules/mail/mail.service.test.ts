import { createLogger } from '../../http/logger';
import { capturedLogs } from '../../../test/bookingStories';
import { createMailService } from './mail.service';
import type { NewOutboxMessage, OutboxRecord, OutboxRepository } from './outbox.repository';

/** The outbox in memory: the service's rules without a database. */
const memoryOutbox = () => {
  const rows: OutboxRecord[] = [];
  const repository: OutboxRepository = {
    add: async (message: NewOutboxMessage) => {
      const row: OutboxRecord = { ...message, id: String(rows.length + 1), status: 'pending', attempts: 0, lastError: null, createdAt: new Date(), sentAt: null };
      rows.push(row);
      return row;
    },
    pending: async () => rows.filter((row) => row.status === 'pending'),
    forBooking: async (bookingId) => rows.filter((row) => row.bookingId === bookingId),
    markSent: async (id) => void Object.assign(rows.find((row) => row.id === id) ?? {}, { status: 'sent', sentAt: new Date() }),
    markAttemptFailed: async (id, error, max) => {
      const row = rows.find((candidate) => candidate.id === id);
      if (row) Object.assign(row, { attempts: row.attempts + 1, lastError: error, status: row.attempts + 1 >= max ? 'failed' : 'pending' });
    },
  };
  return { rows, repository };
};

const message = { bookingId: null, toAddress: 'ada@example.org', subject: 'Booking confirmed: ABC123', textBody: 'text', htmlBody: '<p>html</p>' };

describe('the outbox', () => {
  test('without SMTP_URL, e-mails are kept, pending, and nothing is sent', async () => {
    const { rows, repository } = memoryOutbox();
    const loadTransport = jest.fn();
    const mail = createMailService({ repository, logger: createLogger('silent'), loadTransport });

    await mail.enqueue(message);

    expect(await mail.deliverPending()).toBe(0);
    expect(rows.map((row) => row.status)).toEqual(['pending']);
    expect(loadTransport).not.toHaveBeenCalled();
  });

  test('with SMTP_URL but no nodemailer installed, a warning (once) and the e-mails stay pending', async () => {
    const { rows, repository } = memoryOutbox();
    const logs = capturedLogs();
    const mail = createMailService({ repository, smtpUrl: 'smtp://user:secret@mail.example:587', logger: logs.logger, loadTransport: async () => null });

    await mail.enqueue(message);
    await mail.deliverPending();
    await mail.deliverPending();

    expect(rows.map((row) => row.status)).toEqual(['pending']);
    expect(logs.text().match(/nodemailer is not installed/g)).toHaveLength(1);
    expect(logs.text()).not.toContain('secret');
  });

  test('with a transport, e-mails are sent from the ?from= address; a failing server is retried, then given up on', async () => {
    const { rows, repository } = memoryOutbox();
    const sendMail = jest.fn().mockResolvedValueOnce({}).mockRejectedValue(new Error('421 try later'));
    const loadTransport = jest.fn().mockResolvedValue({ sendMail });
    const mail = createMailService({ repository, smtpUrl: 'smtp://mail.example:25?from=bookings%40brand.example', logger: createLogger('silent'), loadTransport });

    await repository.add(message);
    await repository.add({ ...message, toAddress: 'bob@example.org' });
    await mail.deliverPending();
    for (let i = 0; i < 5; i++) await mail.deliverPending();

    expect(loadTransport).toHaveBeenCalledWith('smtp://mail.example:25');
    expect(sendMail).toHaveBeenNthCalledWith(1, { from: 'bookings@brand.example', to: 'ada@example.org', subject: message.subject, text: 'text', html: '<p>html</p>' });
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([['sent', 0], ['failed', 5]]);
  });
});
