import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { parseMessage, type CaughtMail } from './mimeMessage';

export type { CaughtMail } from './mimeMessage';

export interface SmtpCatcher {
  /** smtp://127.0.0.1:PORT, for SMTP_URL (add ?from=... for the sender). */
  url: string;
  /** Every message accepted so far, oldest first. */
  messages: CaughtMail[];
  /** The first message (already arrived or arriving within `timeoutMs`) to this address that `matches`. */
  waitFor(
    address: string,
    options?: { matches?: (mail: CaughtMail) => boolean; timeoutMs?: number },
  ): Promise<CaughtMail>;
  /** From now on every message is refused with this SMTP reply (e.g. 550 or 451); null accepts again. */
  refuse(reply: { code: number; message: string } | null): void;
  /** Every message refused so far, oldest first. */
  refused: CaughtMail[];
  close(): Promise<void>;
}

/** Who the message was for, as the SMTP client said (MAIL FROM, RCPT TO). */
export const envelopeOf = (session: SMTPServerSession): CaughtMail['envelope'] => ({
  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
  to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
});

const smtpError = ({ code, message }: { code: number; message: string }): Error =>
  Object.assign(new Error(message), { responseCode: code });

/**
 * A real SMTP server on 127.0.0.1 (an ephemeral port) that keeps what it is sent: tests point
 * SMTP_URL at it and read what arrived, or make it refuse messages to see the outbox retry.
 */
export const startSmtpCatcher = async (): Promise<SmtpCatcher> => {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let refusal: { code: number; message: string } | null = null;
  const refused: CaughtMail[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMessage(Buffer.concat(chunks).toString('utf8'), envelopeOf(session));
        if (refusal) {
          refused.push(mail);
          callback(smtpError(refusal));
          return;
        }
        messages.push(mail);
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const waitFor: SmtpCatcher['waitFor'] = (address, { matches = () => true, timeoutMs = 10_000 } = {}) =>
    new Promise((resolve, reject) => {
      const look = () => {
        const mail = messages.find(
          (candidate) =>
            candidate.envelope.to.some((to) => to.toLowerCase() === address.toLowerCase()) && matches(candidate),
        );
        if (!mail) return;
        cleanUp();
        resolve(mail);
      };
      const timer = setTimeout(() => {
        cleanUp();
        reject(
          new Error(
            `no e-mail to ${address} arrived; got: ${messages.map((mail) => `${mail.envelope.to.join(',')} "${mail.subject}"`).join('; ') || 'none'}`,
          ),
        );
      }, timeoutMs);
      const cleanUp = () => {
        clearTimeout(timer);
        waiters.delete(look);
      };
      waiters.add(look);
      look();
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    refuse: (reply) => {
      refusal = reply;
    },
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
