import type { Config } from '../config';
import type { Logger } from '../http/logger';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';

/** DATABASE_URL when set; otherwise the embedded PostgreSQL of DATA_DIR (started if need be). */
export const openDatabase = async (
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedPgPort'>,
  logger: Logger,
  options: { stopRunningServerOnExit: boolean },
): Promise<EmbeddedDatabase> => {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  return startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.embeddedPgPort,
    logger: logger.child({ module: 'postgres' }),
    ...options,
  });
};
