import { ForeignKeyConstraintError } from 'sequelize';
import type { Brand } from '@portal/platform-common/contracts';
import { AppError } from '../../http/errors';
import { DEFAULT_BRAND_KEY } from '@portal/platform-common/brand';
import type { Logger } from '../../http/logger';
import type { AuditLog } from '../admin/audit.repository';
import type { BrandsRepository } from './brands.repository';

type WriteOperations = Parameters<Parameters<BrandsRepository['locked']>[0]>[0];

const notFound = () => new AppError('BRAND_NOT_FOUND', 'Brand not found', 404);

/** A host name leads to one brand only: GET /api/brands/:key resolves keys and domains alike. */
const assertUnclaimed = async (brands: WriteOperations, brand: Brand): Promise<void> => {
  const names = [brand.key, ...brand.domains];
  const [other] = await brands.claimedBy(names, brand.key);
  if (!other) return;
  const name = names.find((candidate) => candidate === other.key || other.domains.includes(candidate)) ?? brand.key;
  const what = name === brand.key ? `The key ${name} is` : `The domain ${name} is`;
  throw new AppError('DOMAIN_IN_USE', `${what} already used by the brand ${other.name} (${other.key})`, 409);
};

/** Domains kept once each, in the order given. */
const normalised = (brand: Brand): Brand => ({ ...brand, domains: [...new Set(brand.domains)] });

/**
 * The brand manager's story: every change is checked against the other brands and written with
 * its audit row in one transaction. GET /api/brands/:key reads the table, so the brand's next
 * page load shows the change.
 */
export const createBrandsAdminService = ({
  brands,
  audit,
  logger,
}: {
  brands: BrandsRepository;
  audit: AuditLog;
  logger: Logger;
}) => ({
  list: () => brands.list(),

  async get(key: string): Promise<Brand> {
    const brand = await brands.get(key);
    if (!brand) throw notFound();
    return brand;
  },

  async create(actor: string, input: Brand): Promise<Brand> {
    const brand = normalised(input);
    const created = await brands.locked(async (ops, transaction) => {
      if (await ops.findByKey(brand.key))
        throw new AppError('BRAND_EXISTS', `A brand with the key ${brand.key} already exists`, 409);
      await assertUnclaimed(ops, brand);
      const row = await ops.create(brand);
      await audit.record({ actor, action: 'brand.create', target: brand.key, before: null, after: row }, transaction);
      return row;
    });
    logger.info({ brand: brand.key, actor }, 'brand created');
    return created;
  },

  /** PUT: the whole brand is replaced; its key stays. */
  async replace(actor: string, key: string, input: Brand): Promise<Brand> {
    if (input.key !== key) throw new AppError('BRAND_KEY_MISMATCH', 'The brand key cannot be changed', 400);
    const brand = normalised(input);
    const replaced = await brands.locked(async (ops, transaction) => {
      const before = await ops.findByKey(key);
      if (!before) throw notFound();
      await assertUnclaimed(ops, brand);
      const after = await ops.replace(brand);
      await audit.record({ actor, action: 'brand.update', target: key, before, after }, transaction);
      return after;
    });
    logger.info({ brand: key, actor }, 'brand updated');
    return replaced;
  },

  async remove(actor: string, key: string): Promise<void> {
    if (key === DEFAULT_BRAND_KEY) throw new AppError('DEFAULT_BRAND', 'The default brand cannot be deleted', 409);
    try {
      await brands.locked(async (ops, transaction) => {
        const before = await ops.findByKey(key);
        if (!before) throw notFound();
        await ops.remove(key);
        await audit.record({ actor, action: 'brand.delete', target: key, before, after: null }, transaction);
      });
    } catch (error) {
      // Records that must keep their brand (bookings, later) hold it with a foreign key.
      if (error instanceof ForeignKeyConstraintError)
        throw new AppError(
          'BRAND_IN_USE',
          'This brand is still referenced by other records and cannot be deleted',
          409,
          { cause: error },
        );
      throw error;
    }
    logger.info({ brand: key, actor }, 'brand deleted');
  },
});

export type BrandsAdminService = ReturnType<typeof createBrandsAdminService>;
