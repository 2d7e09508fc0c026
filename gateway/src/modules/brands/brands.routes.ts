import { Router } from 'express';
import { z } from 'zod';
import { brandKeySchema } from '@portal/platform/contracts';
import { validated } from '../../http/validate';
import type { BrandsService } from './brands.service';

/** Host names arrive in any case; keys and domains are stored in lower case. */
const brandParams = z.object({
  key: z
    .string()
    .transform((key) => key.toLowerCase())
    .pipe(brandKeySchema),
});

export const createBrandsRouter = (brands: BrandsService) =>
  Router().get(
    '/api/brands/:key',
    validated({ params: brandParams }, async (_req, res, { params }) => {
      const { body, etag } = await brands.publicBrandAnswer(params.key);
      res.set('Cache-Control', 'no-cache').set('Content-Type', 'application/json; charset=utf-8').set('ETag', etag);
      res.send(body);
    }),
  );
