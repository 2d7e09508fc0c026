import { Router, type Request } from 'express';
import { z } from 'zod';
import { adminBrandListSchema, brandKeySchema, brandSchema } from '@portal/platform-common/contracts';
import { validated } from '../../http/validate';
import type { BrandsAdminService } from './brandsAdmin.service';

const keyParams = z.object({
  key: z
    .string()
    .transform((key) => key.toLowerCase())
    .pipe(brandKeySchema),
});

/** Who is making the change: the admin guard in front of these routes has loaded them. */
const actorOf = (req: Request): string => req.currentUser?.username ?? 'unknown';

/**
 * /api/admin/brands: the brand manager's CRUD. Mounted behind the admin guard (admin.routes.ts);
 * every body is checked with the brand contract the form uses, so no CSS or script gets in.
 */
export const createBrandsAdminRouter = (brands: BrandsAdminService) =>
  Router()
    .get('/api/admin/brands', async (_req, res) => {
      res.set('Cache-Control', 'no-store').json(adminBrandListSchema.parse(await brands.list()));
    })
    .post(
      '/api/admin/brands',
      validated({ body: brandSchema }, async (req, res, { body }) => {
        res.status(201).json(brandSchema.parse(await brands.create(actorOf(req), body)));
      }),
    )
    .get(
      '/api/admin/brands/:key',
      validated({ params: keyParams }, async (_req, res, { params }) => {
        res.set('Cache-Control', 'no-store').json(brandSchema.parse(await brands.get(params.key)));
      }),
    )
    .put(
      '/api/admin/brands/:key',
      validated({ params: keyParams, body: brandSchema }, async (req, res, { params, body }) => {
        res.json(brandSchema.parse(await brands.replace(actorOf(req), params.key, body)));
      }),
    )
    .delete(
      '/api/admin/brands/:key',
      validated({ params: keyParams }, async (req, res, { params }) => {
        await brands.remove(actorOf(req), params.key);
        res.status(204).end();
      }),
    );
