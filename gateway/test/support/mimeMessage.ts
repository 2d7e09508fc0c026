/**
 * Just enough MIME to read what nodemailer sends (headers, multipart/alternative, quoted-printable
 * and base64 parts, RFC 2047 words): shared by the gateway's SMTP catcher and the e2e inbox.
 */

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

const decodeQuotedPrintable = (value: string): string =>
  Buffer.from(
    value
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header. */
const decodeWords = (value: string): string =>
  value.replace(/=\?[^?]+\?([QB])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );

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

export const parseMessage = (raw: string, envelope: CaughtMail['envelope']): CaughtMail => {
  const { headers, body } = splitHead(raw);
  const found = { text: '', html: '' };
  bodiesOf(headers, body, found);
  return {
    envelope,
    from: decodeWords(headers.get('from') ?? ''),
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: found.text,
    html: found.html,
    raw,
  };
};
