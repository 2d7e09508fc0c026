import type { Transaction } from 'sequelize';
import { createTransport } from 'nodemailer';
import type { Logger } from '../../http/logger';
import type { NewOutboxMessage, OutboxRecord, OutboxRepository } from './outbox.repository';

/** Attempts before a message is given up on (status failed). */
export const MAX_ATTEMPTS = 5;
/** How long a settled message's text stays in the outbox (redacted) for the operations view. */
export const OUTBOX_BODY_RETENTION_MS = 30 * 24 * 60 * 60_000;
/** The wait after the 1st, 2nd, 3rd and 4th failed attempt: about 80 minutes in all. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
/** How long a gateway holds the messages it claimed: longer than one SMTP exchange can last (timeouts below). */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** At most this many messages a run; the rest wait for the next one (a minute later). */
const MESSAGES_PER_RUN = 100;
const DEFAULT_FROM = 'no-reply@localhost';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface Transport {
  sendMail(message: OutgoingMail): Promise<unknown>;
}

export type TransportFactory = (smtpUrl: string) => Transport;

/** nodemailer's SMTP transport, with timeouts that keep one message well inside its claim. */
export const smtpTransport: TransportFactory = (url) =>
  createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });

/** SMTP_URL may carry the sender as `?from=`; the rest of it is the transport's. */
const splitFrom = (smtpUrl: string): { url: string; from: string } => {
  const url = new URL(smtpUrl);
  const from = url.searchParams.get('from') ?? DEFAULT_FROM;
  url.searchParams.delete('from');
  return { url: url.toString(), from };
};

/** The SMTP server's answer without anything from SMTP_URL (its password) in it. */
const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export interface MailServiceDeps {
  repository: OutboxRepository;
  smtpUrl?: string;
  logger: Logger;
  createTransport?: TransportFactory;
  /** The time the outbox goes by (tests move it on to reach a retry). */
  now?: () => Date;
}

/**
 * The outbox: e-mails are rows first (written with what caused them), sent through SMTP when
 * SMTP_URL is set, retried with backoff when the server fails them, and never lost to a mail
 * server that is down when the booking completes. Each gateway claims what it sends for a lease,
 * so several replicas share the outbox without sending a message twice.
 */
export const createMailService = ({
  repository,
  smtpUrl,
  logger,
  createTransport: transportFor = smtpTransport,
  now = () => new Date(),
}: MailServiceDeps) => {
  const smtp = smtpUrl ? splitFrom(smtpUrl) : null;
  let transport: Transport | null = null;
  const retryAt = (attempts: number) =>
    new Date(now().getTime() + (RETRY_DELAYS_MS[attempts - 1] ?? RETRY_DELAYS_MS.at(-1) ?? 0));

  const send = async (sender: Transport, from: string, message: OutboxRecord): Promise<boolean> => {
    try {
      await sender.sendMail({
        from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    } catch (error) {
      const attempt = message.attempts + 1;
      logger.warn(
        { outboxId: message.id, attempt, message: errorText(error) },
        attempt >= MAX_ATTEMPTS ? 'e-mail not sent; given up' : 'e-mail not sent; will retry',
      );
      await repository.markAttemptFailed(message.id, errorText(error), { maxAttempts: MAX_ATTEMPTS, retryAt });
      return false;
    }
    await repository.markSent(message, now());
    return true;
  };

  // One message claimed at a time, so each claim only has to outlast one SMTP exchange.
  const deliverOnce = async (): Promise<number> => {
    if (!smtp) return 0;
    transport ??= transportFor(smtp.url);
    let sent = 0;
    for (let tried = 0; tried < MESSAGES_PER_RUN; tried++) {
      const startedAt = now();
      const [message] = await repository.claimDue({
        now: startedAt,
        until: new Date(startedAt.getTime() + CLAIM_LEASE_MS),
        limit: 1,
      });
      if (!message) break;
      if (await send(transport, smtp.from, message)) sent += 1;
    }
    return sent;
  };

  // One delivery run at a time in this gateway (other gateways are kept off by the claims); a
  // message queued during a run is picked up by one more run straight after it.
  let running: Promise<number> | null = null;
  let queuedDuringRun = false;
  const deliverPending = (): Promise<number> => {
    if (running) {
      queuedDuringRun = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        queuedDuringRun = false;
        sent += await deliverOnce();
      } while (queuedDuringRun);
      return sent;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    /**
     * Queues the e-mail (inside `transaction` when given, so it exists exactly when what caused it
     * does) and tries to send what is queued, without holding the caller.
     */
    async enqueue(
      message: NewOutboxMessage,
      { transaction }: { transaction?: Transaction } = {},
    ): Promise<OutboxRecord> {
      const queued = await repository.add(message, transaction);
      const deliver = () =>
        void deliverPending().catch((error: unknown) => logger.error({ err: error }, 'outbox delivery failed'));
      if (transaction) transaction.afterCommit(deliver);
      else deliver();
      return queued;
    },

    deliverPending,

    /** Empties the bodies of messages settled more than OUTBOX_BODY_RETENTION_MS ago (the checkout jobs run it). */
    purgeOldBodies: () => repository.purgeBodies(new Date(now().getTime() - OUTBOX_BODY_RETENTION_MS)),
  };
};

export type MailService = ReturnType<typeof createMailService>;
