import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import type { RateLimit } from '../../http/rateLimit';
import { validated } from '../../http/validate';
import { ALERT_LINKS_PATH, ALERT_PAGES_PATH } from './alertLinks';
import type { AlertsService } from './alerts.service';

/** Link follows per client address: a person clicks a few; a script guessing tokens is stopped. */
export const ALERT_LINK_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

const tokenQuery = z.object({
  token: z.string({ error: 'The link has no token' }).min(1, 'The link has no token').max(200, 'The link is not valid'),
});
const tokenOf = (req: Request): string => (req.query as { token: string }).token;

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

const sendPage = (res: Response, status: number, title: string, body: string) =>
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>${title}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">` +
        `<h1>${title}</h1>${body}</body></html>`,
    );

const ACTIONS = {
  confirm: {
    title: 'Start your price alert',
    text: 'We will e-mail you when the price drops.',
    button: 'Start my alert',
    done: 'Your price alert has started',
  },
  unsubscribe: {
    title: 'Stop this price alert',
    text: 'You will get no more e-mails about it.',
    button: 'Stop the alert',
    done: 'Your price alert has stopped',
  },
} as const;
type Action = keyof typeof ACTIONS;

/**
 * The links in alert e-mails, without a session or a CSRF token: the token in the link is the
 * proof (a mail client posts the unsubscribe link with nothing else). Mounted before the session.
 * Under /api they answer JSON (the List-Unsubscribe target); under /alerts a traveller gets a page
 * whose one button posts, so opening the link (or a mail scanner fetching it) changes nothing.
 */
export const createAlertLinksRouter = (alerts: AlertsService, rateLimit: RateLimit) => {
  const limit = rateLimit({ name: 'alert-links', ...ALERT_LINK_LIMIT });
  const perform = async (action: Action, token: string) => {
    if (action === 'confirm') {
      const alert = await alerts.confirm(token);
      return { id: alert.id, status: alert.status };
    }
    await alerts.unsubscribe(token);
    return { status: 'ended' as const };
  };

  const router = Router();
  for (const action of Object.keys(ACTIONS) as Action[]) {
    const words = ACTIONS[action];
    router
      .post(
        `${ALERT_LINKS_PATH}/${action}`,
        limit,
        validated({ query: tokenQuery }, async (_req, res, { query }) => {
          res.set('Cache-Control', 'no-store').json(await perform(action, query.token));
        }),
      )
      .get(`${ALERT_PAGES_PATH}/${action}`, (req, res) => {
        const token = typeof req.query.token === 'string' ? req.query.token.slice(0, 200) : '';
        sendPage(
          res,
          200,
          words.title,
          `<p>${words.text}</p><form method="post" action="${ALERT_PAGES_PATH}/${action}?token=${encodeURIComponent(token)}">` +
            `<button type="submit">${words.button}</button></form>`,
        );
      })
      .post(`${ALERT_PAGES_PATH}/${action}`, limit, async (req, res) => {
        try {
          tokenQuery.parse(req.query);
          await perform(action, tokenOf(req));
          sendPage(res, 200, words.done, '<p>You can close this page.</p>');
        } catch (error) {
          if (error instanceof AppError)
            sendPage(res, error.status, words.title, `<p>${escapeHtml(error.message)}</p>`);
          else if (error instanceof z.ZodError) sendPage(res, 400, words.title, '<p>This link is not valid.</p>');
          else throw error;
        }
      });
  }
  return router;
};
