import fs from 'node:fs';
import path from 'node:path';
import { parseMessage, type CaughtMail } from '../../gateway/test/support/mimeMessage';
import { E2E_SMTP_INBOX } from './portalEnv';

const readInbox = (): CaughtMail[] =>
  fs.existsSync(E2E_SMTP_INBOX)
    ? fs
        .readdirSync(E2E_SMTP_INBOX)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => {
          const base = path.join(E2E_SMTP_INBOX, name.slice(0, -'.json'.length));
          return parseMessage(
            fs.readFileSync(`${base}.eml`, 'utf8'),
            JSON.parse(fs.readFileSync(`${base}.json`, 'utf8')) as CaughtMail['envelope'],
          );
        })
    : [];

/**
 * The newest e-mail the portal really sent over SMTP to this address (and matching), waiting for
 * it to arrive: the portal sends right after queueing, so this is usually at once.
 */
export const deliveredMailTo = async (
  address: string,
  matches: (mail: CaughtMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<CaughtMail> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = readInbox()
      .reverse()
      .find(
        (candidate) =>
          candidate.envelope.to.some((to) => to.toLowerCase() === address.toLowerCase()) && matches(candidate),
      );
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no e-mail to ${address} arrived over SMTP`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
