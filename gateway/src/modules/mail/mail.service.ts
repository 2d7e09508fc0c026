import type { Logger } from '../../http/logger';
import type { NewOutboxMessage, OutboxRecord, OutboxRepository } from './outbox.repository';

const MAX_ATTEMPTS = 5;
const DEFAULT_FROM = 'no-reply@localhost';

interface Transport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

export type TransportLoader = (smtpUrl: string) => Promise<Transport | null>;

/**
 * nodemailer, if it is installed (it is not a dependency of the gateway): required by name at
 * run time, so the gateway builds and runs without it and only delivery waits for it.
 */
export const loadNodemailer: TransportLoader = async (smtpUrl) => {
  const moduleName = 'nodemailer';
  try {
    type Nodemailer = { createTransport?: (url: string) => Transport; default?: { createTransport?: (url: string) => Transport } };
    const nodemailer = (await import(moduleName)) as Nodemailer;
    const createTransport = nodemailer.createTransport ?? nodemailer.default?.createTransport;
    return createTransport ? createTransport(smtpUrl) : null;
  } catch {
    return null;
  }
};

/** SMTP_URL may carry the sender as `?from=`; the rest of it is the transport's. */
const splitFrom = (smtpUrl: string): { url: string; from: string } => {
  const url = new URL(smtpUrl);
  const from = url.searchParams.get('from') ?? DEFAULT_FROM;
  url.searchParams.delete('from');
  return { url: url.toString(), from };
};

/**
 * The outbox: e-mails are rows first (written with the booking they belong to), sent through
 * SMTP only when SMTP_URL is set and a transport is available, retried a few times, and never lost
 * to a mail server that is down when the booking completes.
 */
export const createMailService = ({ repository, smtpUrl, logger, loadTransport = loadNodemailer }: { repository: OutboxRepository; smtpUrl?: string; logger: Logger; loadTransport?: TransportLoader }) => {
  let transport: Promise<Transport | null> | null = null;
  let warned = false;

  const transportFor = async (url: string): Promise<Transport | null> => {
    transport ??= loadTransport(url);
    const loaded = await transport;
    if (!loaded && !warned) {
      warned = true;
      logger.warn('SMTP_URL is set but nodemailer is not installed: e-mails stay in the outbox (npm install nodemailer -w gateway to send them)');
    }
    return loaded;
  };

  const deliverOnce = async (): Promise<number> => {
    if (!smtpUrl) return 0;
    const { url, from } = splitFrom(smtpUrl);
    const sender = await transportFor(url);
    if (!sender) return 0;
    let sent = 0;
    for (const message of await repository.pending()) {
      try {
        await sender.sendMail({ from, to: message.toAddress, subject: message.subject, text: message.textBody, html: message.htmlBody });
        await repository.markSent(message.id);
        sent += 1;
      } catch (error) {
        logger.warn({ outboxId: message.id, message: (error as Error).message }, 'e-mail not sent; will retry');
        await repository.markAttemptFailed(message.id, (error as Error).message, MAX_ATTEMPTS);
      }
    }
    return sent;
  };

  // One delivery run at a time in this gateway, so a message is not sent twice by two runs.
  let running: Promise<number> | null = null;
  const deliverPending = (): Promise<number> => {
    running ??= deliverOnce().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    /** Queues the e-mail and tries to send what is queued, without holding the caller. */
    async enqueue(message: NewOutboxMessage): Promise<OutboxRecord> {
      const queued = await repository.add(message);
      void deliverPending().catch((error: unknown) => logger.error({ err: error }, 'outbox delivery failed'));
      return queued;
    },

    deliverPending,
  };
};

export type MailService = ReturnType<typeof createMailService>;
