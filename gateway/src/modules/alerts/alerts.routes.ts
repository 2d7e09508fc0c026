import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import {
  alertCreatedSchema,
  alertRequestSchema,
  alertUpdateSchema,
  priceAlertDetailSchema,
  priceAlertListSchema,
  priceAlertSchema,
} from '@portal/platform-common/contracts';
import type { AuthGuards } from '../../http/auth';
import { brandOf } from '../../http/brandContext';
import type { RateLimit } from '../../http/rateLimit';
import { validated } from '../../http/validate';
import type { AlertsService } from './alerts.service';

/** New alerts per client address: a traveller sets a few; each guest alert sends an e-mail. */
export const ALERT_CREATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

// The search is checked by the flights module's rules (with the server's own), not only the contract's.
const createBody = alertRequestSchema.extend({ search: z.unknown() });
const tokenQuery = z.object({ token: z.string().max(200).optional() });

const ownerOf = (req: Request): string => req.currentUser?.id as string;
const idOf = (req: Request): string => String(req.params.id);

/**
 * /api/alerts: a signed-in traveller's alerts (list, pause, delete: theirs only, anyone else's
 * is not found); creating one is open to guests, who give an address to confirm. An alert's
 * page (with its price history) is also open to whoever holds the link from its e-mails.
 */
export const createAlertsRouter = ({
  alerts,
  guards,
  brandContext,
  rateLimit,
}: {
  alerts: AlertsService;
  guards: AuthGuards;
  brandContext: RequestHandler;
  rateLimit: RateLimit;
}) =>
  Router()
    .get('/api/alerts', guards.requireUser, async (req, res) => {
      res
        .set('Cache-Control', 'no-store')
        .json(priceAlertListSchema.parse({ alerts: await alerts.list(ownerOf(req)) }));
    })
    .post(
      '/api/alerts',
      rateLimit({ name: 'alert-create', ...ALERT_CREATE_LIMIT }),
      brandContext,
      validated({ body: createBody }, async (req, res, { body }) => {
        const userId = (await guards.signedInUser(req))?.id ?? null;
        const created = await alerts.create(body, { userId, brandKey: brandOf(req).key });
        res.status(201).set('Cache-Control', 'no-store').json(alertCreatedSchema.parse(created));
      }),
    )
    .get(
      '/api/alerts/:id',
      validated({ query: tokenQuery }, async (req, res, { query }) => {
        const userId = (await guards.signedInUser(req))?.id ?? null;
        const detail = await alerts.detail(idOf(req), { userId, token: query.token });
        res.set('Cache-Control', 'no-store').json(priceAlertDetailSchema.parse(detail));
      }),
    )
    .patch(
      '/api/alerts/:id',
      guards.requireUser,
      validated({ body: alertUpdateSchema }, async (req, res, { body }) => {
        const updated = await alerts.setPaused(idOf(req), ownerOf(req), body.paused);
        res.set('Cache-Control', 'no-store').json(priceAlertSchema.parse(updated));
      }),
    )
    .delete('/api/alerts/:id', guards.requireUser, async (req, res) => {
      await alerts.remove(idOf(req), ownerOf(req));
      res.status(204).end();
    });
