import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { RateLimit } from '../../http/rateLimit';
import { validated } from '../../http/validate';
import { ALERT_LINKS_PATH } from './alertLinks';
import type { AlertsService } from './alerts.service';

/** Link follows per client address: a person clicks a few; a script guessing tokens is stopped. */
export const ALERT_LINK_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

const tokenQuery = z.object({
  token: z.string({ error: 'The link has no token' }).min(1, 'The link has no token').max(200, 'The link is not valid'),
});

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${title}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">` +
  `<h1>${title}</h1>${body}</body></html>`;

/** One button that POSTs back to the same link: opening the link (or a mail scanner fetching it) changes nothing. */
const buttonPage = (req: Request, res: Response, title: string, text: string, label: string) => {
  const action = `${ALERT_LINKS_PATH}/${req.path.endsWith('confirm') ? 'confirm' : 'unsubscribe'}`;
  const token = encodeURIComponent((req.query as { token: string }).token);
  res
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(
      page(
        title,
        `<p>${text}</p><form method="post" action="${action}?token=${token}">` +
          `<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${label}</button></form>`,
      ),
    );
};

/** A browser's form post gets a page; a mail client's one-click post (RFC 8058) or a script, JSON. */
const done = (req: Request, res: Response, title: string, json: object) => {
  res.set('Cache-Control', 'no-store');
  if (req.accepts(['json', 'html']) === 'html') res.type('html').send(page(title, '<p>You can close this page.</p>'));
  else res.json(json);
};

/**
 * The links in alert e-mails, without a session or a CSRF token (the token in the link is the
 * proof; a mail client posts the unsubscribe link with nothing else): mounted before the session.
 */
export const createAlertLinksRouter = (alerts: AlertsService, rateLimit: RateLimit) => {
  const limit = rateLimit({ name: 'alert-links', ...ALERT_LINK_LIMIT });
  return Router()
    .get(
      `${ALERT_LINKS_PATH}/confirm`,
      validated({ query: tokenQuery }, (req, res) =>
        buttonPage(req, res, 'Start your price alert', 'We will e-mail you when the price drops.', 'Start my alert'),
      ),
    )
    .post(
      `${ALERT_LINKS_PATH}/confirm`,
      limit,
      validated({ query: tokenQuery }, async (req, res, { query }) => {
        const alert = await alerts.confirm(query.token);
        done(req, res, 'Your price alert has started', { id: alert.id, status: alert.status });
      }),
    )
    .get(
      `${ALERT_LINKS_PATH}/unsubscribe`,
      validated({ query: tokenQuery }, (req, res) =>
        buttonPage(req, res, 'Stop this price alert', 'You will get no more e-mails about it.', 'Stop the alert'),
      ),
    )
    .post(
      `${ALERT_LINKS_PATH}/unsubscribe`,
      limit,
      validated({ query: tokenQuery }, async (req, res, { query }) => {
        await alerts.unsubscribe(query.token);
        done(req, res, 'Your price alert has stopped', { status: 'ended' });
      }),
    );
};
