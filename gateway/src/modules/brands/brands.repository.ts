import { Op } from 'sequelize';
import type { Brand as BrandConfig } from '@portal/platform/contracts';
import type { Models } from '../../db/models';

export const createBrandsRepository = ({ Brand }: Pick<Models, 'Brand'>) => ({
  async findByKey(key: string): Promise<BrandConfig | null> {
    return (await Brand.findByPk(key))?.get({ plain: true }) ?? null;
  },

  async findByDomain(domain: string): Promise<BrandConfig | null> {
    return (await Brand.findOne({ where: { domains: { [Op.contains]: [domain] } } }))?.get({ plain: true }) ?? null;
  },

  /** Creates the brand unless its key exists; an admin's later edits are never overwritten. */
  async insertIfMissing(brand: BrandConfig): Promise<boolean> {
    const [, created] = await Brand.findOrCreate({ where: { key: brand.key }, defaults: brand });
    return created;
  },
});

export type BrandsRepository = ReturnType<typeof createBrandsRepository>;
