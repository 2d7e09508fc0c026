import { publicBrandSchema, type PublicBrand } from '@portal/platform/contracts';
import { AppError } from '../../http/errors';
import type { BrandsRepository } from './brands.repository';

export const createBrandsService = (brands: BrandsRepository) => ({
  /** A brand by its key, or else by one of its host names; without the agency's markup. */
  async getPublicBrand(keyOrDomain: string): Promise<PublicBrand> {
    const brand = (await brands.findByKey(keyOrDomain)) ?? (await brands.findByDomain(keyOrDomain));
    if (!brand) throw new AppError('BRAND_NOT_FOUND', 'Brand not found', 404);
    return publicBrandSchema.parse(brand);
  },
});

export type BrandsService = ReturnType<typeof createBrandsService>;
