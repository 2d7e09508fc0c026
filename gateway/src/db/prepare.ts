import type { Sequelize } from 'sequelize';
import type { Config } from '../config';
import type { Logger } from '../http/logger';
import { migrate } from './migrator';
import { getModels } from './models';
import { runSeeds } from './seeds';

/** Any fixed number, the same in every gateway: the key of the start-up advisory lock. */
const STARTUP_LOCK = 727_101;

/**
 * Migrations then seeds, under a PostgreSQL advisory lock held by one transaction, so several
 * gateways starting together on one database take turns instead of racing.
 */
export const prepareDatabase = async (
  sequelize: Sequelize,
  config: Pick<Config, 'admin'> & Partial<Pick<Config, 'staticRoot'>>,
  logger: Logger,
) =>
  sequelize.transaction(async (transaction) => {
    await sequelize.query(`SELECT pg_advisory_xact_lock(${STARTUP_LOCK})`, { transaction });
    const applied = await migrate(sequelize, logger);
    if (applied.length) logger.info({ migrations: applied }, 'applied migrations');
    return runSeeds(getModels(sequelize), config, logger);
  });
