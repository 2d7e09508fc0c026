import { Router, type Request } from 'express';
import { z } from 'zod';
import { adminBrandListSchema, brandKeySchema, brandSchema, type Brand } from '@portal/platform/contracts';
import { validate } from '../../http/validate';
import type { BrandsAdminService } from './brandsAdmin.service';

const keyParams = z.object({ key: z.string().transform((key) => key.toLowerCase()).pipe(brandKeySchema) });

/** Who is making the change: the admin guard in front of these routes has loaded them. */
const actorOf = (req: Request): string => req.currentUser?.username ?? 'unknown';
const keyOf = (req: Request): string => (req.params as z.infer<typeof keyParams>).key;

/**
 * /api/admin/brands: the brand manager's CRUD. Mounted behind the admin guard (admin.routes.ts);
 * every body is checked with the brand contract the form uses, so no CSS or script gets in.
 */
export const createBrandsAdminRouter = (brands: BrandsAdminService) =>
  Router()
    .get('/api/admin/brands', async (_req, res) => {
      res.set('Cache-Control', 'no-store').json(adminBrandListSchema.parse(await brands.list()));
    })
    .post('/api/admin/brands', validate(brandSchema, 'body'), async (req, res) => {
      res.status(201).json(brandSchema.parse(await brands.create(actorOf(req), req.body as Brand)));
    })
    .get('/api/admin/brands/:key', validate(keyParams, 'params'), async (req, res) => {
      res.set('Cache-Control', 'no-store').json(brandSchema.parse(await brands.get(keyOf(req))));
    })
    .put('/api/admin/brands/:key', validate(keyParams, 'params'), validate(brandSchema, 'body'), async (req, res) => {
      res.json(brandSchema.parse(await brands.replace(actorOf(req), keyOf(req), req.body as Brand)));
    })
    .delete('/api/admin/brands/:key', validate(keyParams, 'params'), async (req, res) => {
      await brands.remove(actorOf(req), keyOf(req));
      res.status(204).end();
    });
