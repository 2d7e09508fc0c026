import { publicBrandSchema, type Brand } from '@portal/platform-common/contracts';
import { AppError } from '../../http/errors';
import { prepareJson, type PreparedJson } from '../../http/preparedJson';
import type { BrandsRepository } from './brands.repository';

export const createBrandsService = (brands: BrandsRepository) => {
  // Written out once per brand as the directory holds it (a re-read brand is a new object).
  const answers = new WeakMap<Brand, PreparedJson>();
  const findBrand = async (keyOrDomain: string): Promise<Brand> => {
    const brand = (await brands.findByKey(keyOrDomain)) ?? (await brands.findByDomain(keyOrDomain));
    if (!brand) throw new AppError('BRAND_NOT_FOUND', 'Brand not found', 404);
    return brand;
  };
  return {
    /** A brand by its key, or else by one of its host names, without the agency's markup: the JSON answer. */
    async publicBrandAnswer(keyOrDomain: string): Promise<PreparedJson> {
      const brand = await findBrand(keyOrDomain);
      let answer = answers.get(brand);
      if (!answer) {
        answer = prepareJson(publicBrandSchema.parse(brand));
        answers.set(brand, answer);
      }
      return answer;
    },
  };
};

export type BrandsService = ReturnType<typeof createBrandsService>;
