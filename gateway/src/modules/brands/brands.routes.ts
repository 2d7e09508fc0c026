import { Router } from 'express';
import { z } from 'zod';
import { brandKeySchema } from '@portal/platform-common/contracts';
import { sendPreparedJson } from '../../http/preparedJson';
import { rememberedResults } from '../../http/rememberedResults';
import { checkedBy } from '../../http/validate';
import type { BrandsService } from './brands.service';

/** Host names arrive in any case; keys and domains are stored in lower case. */
const brandParams = z.object({
  key: z
    .string()
    .transform((key) => key.toLowerCase())
    .pipe(brandKeySchema),
});

export const createBrandsRouter = (brands: BrandsService) => {
  // Every page asks for its brand: the contract's verdict on each key is worked out once.
  // A refused key throws (400) and is never remembered.
  const brandKeyOf = rememberedResults((key) => checkedBy(brandParams, { key }).key, 256);
  return Router().get('/api/brands/:key', async (req, res) => {
    sendPreparedJson(res, await brands.publicBrandAnswer(brandKeyOf(req.params.key)), 'no-cache');
  });
};
