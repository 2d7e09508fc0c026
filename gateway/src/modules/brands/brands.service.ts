import { createHash } from 'node:crypto';
import { publicBrandSchema, type Brand } from '@portal/platform/contracts';
import { AppError } from '../../http/errors';
import type { BrandsRepository } from './brands.repository';

/** A brand's public JSON as it goes on the wire, and a validator for it. */
export interface PublicBrandAnswer {
  body: string;
  etag: string;
}

export const createBrandsService = (brands: BrandsRepository) => {
  // Written out once per brand as the directory holds it (a re-read brand is a new object).
  const answers = new WeakMap<Brand, PublicBrandAnswer>();
  const findBrand = async (keyOrDomain: string): Promise<Brand> => {
    const brand = (await brands.findByKey(keyOrDomain)) ?? (await brands.findByDomain(keyOrDomain));
    if (!brand) throw new AppError('BRAND_NOT_FOUND', 'Brand not found', 404);
    return brand;
  };
  return {
    /** A brand by its key, or else by one of its host names, without the agency's markup: the JSON answer. */
    async publicBrandAnswer(keyOrDomain: string): Promise<PublicBrandAnswer> {
      const brand = await findBrand(keyOrDomain);
      let answer = answers.get(brand);
      if (!answer) {
        const body = JSON.stringify(publicBrandSchema.parse(brand));
        answer = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
        answers.set(brand, answer);
      }
      return answer;
    },
  };
};

export type BrandsService = ReturnType<typeof createBrandsService>;
