import { Op, type Sequelize, type Transaction } from 'sequelize';
import type { Brand as BrandConfig } from '@portal/platform-common/contracts';
import type { Models } from '../../db/models';

/** pg_advisory_xact_lock key: brand writes take turns, so key and domain checks cannot race. */
const BRANDS_WRITE_LOCK = 727_201;

type BrandRow = Pick<BrandConfig, keyof BrandConfig>;

/** The brand's own fields, without the row's timestamps. */
const toBrand = ({ key, name, domains, logo, theme, contact, social, markup, trackingId }: BrandRow): BrandConfig => ({
  key,
  name,
  domains,
  logo,
  theme,
  contact,
  social,
  markup,
  trackingId,
});

export const createBrandsRepository = ({ Brand }: Pick<Models, 'Brand'>) => {
  const sequelize = Brand.sequelize as Sequelize;

  /** What one locked transaction can do to the brands. */
  const writeOperations = (transaction: Transaction) => ({
    findByKey: async (key: string): Promise<BrandConfig | null> => {
      const row = await Brand.findByPk(key, { transaction });
      return row && toBrand(row);
    },

    /** Other brands whose key or domains are any of `names`: a host name must lead to one brand. */
    claimedBy: async (names: string[], exceptKey: string): Promise<BrandConfig[]> => {
      const rows = await Brand.findAll({
        where: {
          key: { [Op.ne]: exceptKey },
          [Op.or]: [{ key: { [Op.in]: names } }, { domains: { [Op.overlap]: names } }],
        },
        order: [['key', 'ASC']],
        transaction,
      });
      return rows.map(toBrand);
    },

    create: async (brand: BrandConfig): Promise<BrandConfig> => toBrand(await Brand.create(brand, { transaction })),

    replace: async (brand: BrandConfig): Promise<BrandConfig> => {
      const { key, ...fields } = brand;
      await Brand.update(fields, { where: { key }, transaction });
      return brand;
    },

    remove: async (key: string): Promise<void> => {
      await Brand.destroy({ where: { key }, transaction });
    },
  });

  return {
    async findByKey(key: string): Promise<BrandConfig | null> {
      return (await Brand.findByPk(key))?.get({ plain: true }) ?? null;
    },

    async findByDomain(domain: string): Promise<BrandConfig | null> {
      return (await Brand.findOne({ where: { domains: { [Op.contains]: [domain] } } }))?.get({ plain: true }) ?? null;
    },

    /** One brand's own fields (admins only), without the row's timestamps. */
    async get(key: string): Promise<BrandConfig | null> {
      const row = await Brand.findByPk(key);
      return row && toBrand(row);
    },

    /** Every brand, markup included (admins only): the default one first, then by name. */
    async list(): Promise<BrandConfig[]> {
      const rows = await Brand.findAll({
        order: [
          [sequelize.literal(`"key" = 'default'`), 'DESC'],
          ['name', 'ASC'],
          ['key', 'ASC'],
        ],
      });
      return rows.map(toBrand);
    },

    /** Creates the brand unless its key exists; an admin's later edits are never overwritten. */
    async insertIfMissing(brand: BrandConfig): Promise<boolean> {
      const [, created] = await Brand.findOrCreate({ where: { key: brand.key }, defaults: brand });
      return created;
    },

    /**
     * Runs `work` in one transaction holding the brands' write lock; the transaction is handed on
     * so the audit row of the change is written in it too.
     */
    locked: <T>(
      work: (brands: ReturnType<typeof writeOperations>, transaction: Transaction) => Promise<T>,
    ): Promise<T> =>
      sequelize.transaction(async (transaction) => {
        await sequelize.query('SELECT pg_advisory_xact_lock($1)', { bind: [BRANDS_WRITE_LOCK], transaction });
        return work(writeOperations(transaction), transaction);
      }),
  };
};

export type BrandsRepository = ReturnType<typeof createBrandsRepository>;
