import { Router } from 'express';
import { z } from 'zod';
import { brandKeySchema } from '@portal/platform/contracts';
import { validate } from '../../http/validate';
import type { BrandsService } from './brands.service';

/** Host names arrive in any case; keys and domains are stored in lower case. */
const brandParams = z.object({ key: z.string().transform((key) => key.toLowerCase()).pipe(brandKeySchema) });

export const createBrandsRouter = (brands: BrandsService) =>
  Router().get('/api/brands/:key', validate(brandParams, 'params'), async (req, res) => {
    const { key } = req.params as z.infer<typeof brandParams>;
    const brand = await brands.getPublicBrand(key);
    res.set('Cache-Control', 'no-cache').json(brand);
  });
