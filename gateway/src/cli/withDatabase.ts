import type { Sequelize } from 'sequelize';
import { loadConfigOrExit, type Config } from '../config';
import { migrate } from '../db/migrator';
import { getModels, type Models } from '../db/models';
import { openDatabase } from '../db/open';
import { createSequelize } from '../db/sequelize';
import { createLogger, type Logger } from '../http/logger';

export interface CliContext {
  config: Config;
  logger: Logger;
  sequelize: Sequelize;
  models: Models;
}

/**
 * Runs one CLI task against the portal's database: DATABASE_URL, or the embedded server of
 * DATA_DIR (used as is when the gateway is running, else started for the task and stopped
 * after). Migrations run first so a task works before the first `npm start`.
 */
export const withDatabase = async (task: (context: CliContext) => Promise<void>): Promise<void> => {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const cleanups: Array<() => Promise<void>> = [];
  let exitCode = 0;
  try {
    const database = await openDatabase(config, logger, { stopRunningServerOnExit: false });
    cleanups.unshift(() => database.stop());
    const sequelize = createSequelize(database.url, { poolMax: 2 });
    cleanups.unshift(() => sequelize.close());
    await migrate(sequelize, logger);
    await task({ config, logger, sequelize, models: getModels(sequelize) });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    exitCode = 1;
  }
  for (const cleanup of cleanups)
    await cleanup().catch((error: unknown) => logger.error({ err: error }, 'cleanup failed'));
  process.exit(exitCode);
};

/** Usage errors end the CLI before any database work. */
export const usage = (text: string): never => {
  process.stderr.write(`${text}\n`);
  process.exit(2);
};
