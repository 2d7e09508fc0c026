import { repoRoot, type Config } from '../../config';
import type { Logger } from '../../http/logger';
import { createAdminsService, type AdminOutcome } from '../../modules/auth/admins.service';
import { createUsersRepository } from '../../modules/auth/users.repository';
import { createBrandsRepository } from '../../modules/brands/brands.repository';
import { createRemotesRepository } from '../../modules/remotes/remotes.repository';
import type { Models } from '../models';
import { SEED_BRANDS } from './brands';
import { seedContent } from './content';
import { defaultRemotes } from './remotes';

/**
 * Idempotent: inserts what is missing and never overwrites an edit, except the configured
 * admin's password (ADMIN_USERNAME + ADMIN_PASSWORD), which is the point of configuring it.
 */
export const runSeeds = async (
  models: Models,
  config: Pick<Config, 'admin'> & Partial<Pick<Config, 'staticRoot'>>,
  logger: Logger,
): Promise<AdminOutcome | null> => {
  const brands = createBrandsRepository(models);
  for (const brand of SEED_BRANDS) {
    if (await brands.insertIfMissing(brand)) logger.info({ brand: brand.key }, 'seeded brand');
  }

  const remotes = createRemotesRepository(models);
  for (const remote of defaultRemotes(config.staticRoot ?? repoRoot, logger)) {
    if (await remotes.insertIfMissing(remote)) logger.info({ remote: remote.name }, 'seeded remote registry entry');
    else if (await remotes.fillMissingDescriptor(remote))
      logger.info({ remote: remote.name }, "gave a remote registry entry its build's descriptor");
  }

  await seedContent(models, logger);

  const admins = createAdminsService(createUsersRepository(models));
  const { username, password } = config.admin;
  const admin = username && password ? await admins.ensureAdmin(username, password) : await admins.ensureSomeAdmin();
  if (admin?.action === 'skipped') {
    logger.warn(
      'no admin exists and the username "admin" is taken: create one with `npm run admin:create -w gateway -- <username>`',
    );
  } else if (admin && admin.action !== 'unchanged') {
    logger.info({ admin: admin.username, action: admin.action }, 'admin account');
  }
  return admin;
};
