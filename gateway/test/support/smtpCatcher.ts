import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/** One e-mail as it arrived over SMTP: the envelope, the headers that matter and the decoded bodies. */
export interface CaughtMail {
  envelope: { from: string; to: string[] };
  /** Header values as written (From: "Brand" <bookings@brand.example>), encoded words decoded. */
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:PORT, for SMTP_URL (add ?from=... for the sender). */
  url: string;
  /** Every message accepted so far, oldest first. */
  messages: CaughtMail[];
  /** The first message (already arrived or arriving within `timeoutMs`) to this address that `matches`. */
  waitFor(address: string, options?: { matches?: (mail: CaughtMail) => boolean; timeoutMs?: number }): Promise<CaughtMail>;
  /** From now on every message is refused with this SMTP reply (e.g. 550 or 451); null accepts again. */
  refuse(reply: { code: number; message: string } | null): void;
  /** Every message refused so far, oldest first. */
  refused: CaughtMail[];
  close(): Promise<void>;
}

const decodeQuotedPrintable = (value: string): string =>
  Buffer.from(value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** RFC 2047 words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header. */
const decodeWords = (value: string): string =>
  value.replace(/=\?[^?]+\?([QB])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')));

const splitHead = (part: string): { headers: Map<string, string>; body: string } => {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
};

const decodeBody = (headers: Map<string, string>, body: string): string => {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
};

/** The text/plain and text/html parts of a (possibly multipart) message: enough for nodemailer's output. */
const bodiesOf = (headers: Map<string, string>, body: string, found: { text: string; html: string }): void => {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const inner = splitHead(part.replace(/^\r?\n/, ''));
      bodiesOf(inner.headers, inner.body.replace(/\r?\n$/, ''), found);
    }
    return;
  }
  const decoded = decodeBody(headers, body).replace(/\r\n/g, '\n');
  if (/^text\/html/i.test(type)) found.html ||= decoded;
  else if (/^text\/plain/i.test(type)) found.text ||= decoded;
};

const parse = (raw: string, session: SMTPServerSession): CaughtMail => {
  const { headers, body } = splitHead(raw);
  const found = { text: '', html: '' };
  bodiesOf(headers, body, found);
  const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
  return {
    envelope: { from: envelopeFrom, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) },
    from: decodeWords(headers.get('from') ?? ''),
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: found.text,
    html: found.html,
    raw,
  };
};

const smtpError = ({ code, message }: { code: number; message: string }): Error => Object.assign(new Error(message), { responseCode: code });

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
        const mail = parse(Buffer.concat(chunks).toString('utf8'), session);
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
        const mail = messages.find((candidate) => candidate.envelope.to.some((to) => to.toLowerCase() === address.toLowerCase()) && matches(candidate));
        if (!mail) return;
        cleanUp();
        resolve(mail);
      };
      const timer = setTimeout(() => {
        cleanUp();
        reject(new Error(`no e-mail to ${address} arrived; got: ${messages.map((mail) => `${mail.envelope.to.join(',')} "${mail.subject}"`).join('; ') || 'none'}`));
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
