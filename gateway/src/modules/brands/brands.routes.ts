import { Router } from 'express';
import { z } from 'zod';
import { brandKeySchema } from '@portal/platform/contracts';
import { sendPreparedJson } from '../../http/preparedJson';
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
      sendPreparedJson(res, await brands.publicBrandAnswer(params.key), 'no-cache');
    }),
  );
