import type { z } from 'zod';

/** What every flight search checks beyond its flights: an infant on each lap, a price range the right way round. */
export const checkPartyAndPrice = (
  search: { adultsCount: number; infantsCount: number; priceMin?: number; priceMax?: number },
  ctx: z.RefinementCtx,
): void => {
  if (search.infantsCount > search.adultsCount) {
    ctx.addIssue({
      code: 'custom',
      path: ['infantsCount'],
      message: 'Each infant must travel on the lap of an adult',
    });
  }
  if (search.priceMin !== undefined && search.priceMax !== undefined && search.priceMin > search.priceMax) {
    ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'Maximum price must not be below minimum price' });
  }
};
