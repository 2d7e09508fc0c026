import { loadConfigOrExit } from '../config';
import { openDatabase } from '../db/open';
import { prepareDatabase } from '../db/prepare';
import { createSequelize } from '../db/sequelize';
import { createLogger } from '../http/logger';
import { printGeneratedPassword } from './banner';

// `npm run db:migrate -w gateway`: the migrations and seeds a gateway runs at start-up, alone.
// A deployment runs it once per release (the Kubernetes migration Job) before the new replicas
// start; they then find nothing to do. Under the same advisory lock as start-up, so a gateway
// starting meanwhile waits instead of racing it.
const main = async (): Promise<number> => {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger, { stopRunningServerOnExit: false });
  const sequelize = createSequelize(database.url, { poolMax: 3 });
  try {
    const admin = await prepareDatabase(sequelize, config, logger);
    if (admin?.generatedPassword)
      printGeneratedPassword(
        admin.username,
        admin.generatedPassword,
        'Admin account created for this portal',
        'Set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.',
      );
    logger.info('database ready');
    return 0;
  } catch (error) {
    logger.fatal({ err: error }, 'migration failed');
    return 1;
  } finally {
    await sequelize.close();
    await database.stop();
  }
};

void main().then((code) => process.exit(code));
