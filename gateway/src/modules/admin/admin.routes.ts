import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  adminBookingsQuerySchema,
  adminBookingsSchema,
  adminLoginResultSchema,
  adminRemoteSchema,
  adminRemotesSchema,
  adminSettingsSchema,
  adminSettingsUpdateSchema,
  auditPageSchema,
  auditQuerySchema,
  remoteNameSchema,
} from '@portal/platform-common/contracts';
import type { AuthGuards } from '../../http/auth';
import { AppError } from '../../http/errors';
import { validated } from '../../http/validate';
import type { AdminService } from './admin.service';

const emptyBody = z.object({});

export interface AdminRouterDeps {
  admin: AdminService;
  guards: AuthGuards;
  /** Other modules' admin routes (brands), mounted behind the same guard. */
  routers: Router[];
}

const actorOf = (req: Request): string => req.currentUser?.username ?? 'unknown';

export const createAdminRouter = ({ admin, guards, routers }: AdminRouterDeps) => {
  const router = Router()
    // Every /api/admin address, known or not, is for admins only: guests get 401, everyone else
    // 403, before any route below (or a module's admin routes added later) is reached.
    .use('/api/admin', ...guards.requireRole('admin'))
    .get('/api/admin/settings', async (_req, res) => {
      res.set('Cache-Control', 'no-store').json(adminSettingsSchema.parse(await admin.settings()));
    })
    .post(
      '/api/admin/settings',
      validated({ body: adminSettingsUpdateSchema }, async (req, res, { body }) => {
        res.json(adminSettingsSchema.parse(await admin.setLiveMode(actorOf(req), body.enableLiveMode)));
      }),
    )
    // The settings page's privilege check before a mode change: the guard above is the check.
    .post(
      '/api/admin/login',
      validated({ body: emptyBody }, (_req, res) => {
        res
          .set('Cache-Control', 'no-store')
          .json(adminLoginResultSchema.parse({ success: true, message: 'Admin privileges verified' }));
      }),
    )
    .get(
      '/api/admin/audit',
      validated({ query: auditQuerySchema }, async (_req, res, { query }) => {
        res.set('Cache-Control', 'no-store').json(auditPageSchema.parse(await admin.auditPage(query)));
      }),
    )
    .get(
      '/api/admin/bookings',
      validated({ query: adminBookingsQuerySchema }, async (_req, res, { query }) => {
        res.set('Cache-Control', 'no-store').json(adminBookingsSchema.parse(await admin.bookings(query)));
      }),
    )
    .get('/api/admin/remotes', async (_req, res) => {
      res.set('Cache-Control', 'no-store').json(adminRemotesSchema.parse(await admin.remotes()));
    })
    .post(
      '/api/admin/remotes/:name/rollback',
      validated({ body: emptyBody }, async (req, res) => {
        const name = String(req.params.name);
        if (!remoteNameSchema.safeParse(name).success)
          throw new AppError('REMOTE_NOT_FOUND', `No module named ${name} is registered.`, 404);
        res
          .set('Cache-Control', 'no-store')
          .json(adminRemoteSchema.parse(await admin.rollbackRemote(actorOf(req), name)));
      }),
    );
  for (const moduleRouter of routers) router.use(moduleRouter);
  return router;
};
