import type { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import type { Logger } from '../http/logger';
import { migrations } from './migrations';

export const createMigrator = (sequelize: Sequelize, logger: Logger) =>
  new Umzug({
    migrations,
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: 'migrations' }),
    logger: {
      info: (event) => logger.debug(event, 'migration'),
      warn: (event) => logger.warn(event, 'migration'),
      error: (event) => logger.error(event, 'migration'),
      debug: (event) => logger.debug(event, 'migration'),
    },
  });

/** Applies the pending migrations; returns their names. */
export const migrate = async (sequelize: Sequelize, logger: Logger): Promise<string[]> => {
  const applied = await createMigrator(sequelize, logger).up();
  return applied.map((migration) => migration.name);
};
