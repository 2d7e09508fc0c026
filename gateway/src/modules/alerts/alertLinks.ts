import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../db/uuid';

/** Where mail clients post the one-click unsubscribe, and scripts follow the links (JSON). */
export const ALERT_LINKS_PATH = '/api/alerts/links';
/** The pages a traveller opens from the e-mail (a button that posts, so a link scanner changes nothing). */
export const ALERT_PAGES_PATH = '/alerts';

/**
 * The links in alert e-mails work without a session. An unsubscribe link carries the alert's id
 * signed with a key derived from the gateway's secret (it never expires: unsubscribing must
 * always work); a guest's confirmation link carries 32 random bytes, of which only the sha256
 * is stored, working once within its time.
 */
export const createAlertLinks = ({ secret, publicUrl }: { secret: string; publicUrl: string }) => {
  const key = createHmac('sha256', secret).update('price-alert-links').digest();
  const mac = (alertId: string) => createHmac('sha256', key).update(`unsubscribe|${alertId}`).digest('base64url');
  const link = (action: 'unsubscribe' | 'confirm', token: string, base = ALERT_PAGES_PATH) => {
    const url = new URL(`${base}/${action}`, publicUrl);
    url.searchParams.set('token', token);
    return url.toString();
  };

  return {
    /** The page the e-mail's unsubscribe link opens. */
    unsubscribeUrl: (alertId: string): string => link('unsubscribe', `${alertId}.${mac(alertId)}`),
    /** The List-Unsubscribe address a mail client posts to (RFC 8058). */
    unsubscribePostUrl: (alertId: string): string =>
      link('unsubscribe', `${alertId}.${mac(alertId)}`, ALERT_LINKS_PATH),

    /** The alert an unsubscribe token names, or null when its signature does not hold. */
    alertOfUnsubscribeToken(token: string): string | null {
      const [alertId = '', signature = ''] = token.split('.');
      if (!isUuid(alertId)) return null;
      const expected = Buffer.from(mac(alertId));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? alertId : null;
    },

    newConfirmation(): { url: string; tokenHash: string } {
      const token = randomBytes(32).toString('base64url');
      return { url: link('confirm', token), tokenHash: hashOf(token) };
    },
  };
};

export const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export type AlertLinks = ReturnType<typeof createAlertLinks>;
