import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Pool } from 'pg';
import { createApp } from './app';
import { isAdminShutdown } from './db/adminShutdown';
import { openDatabase } from './db/open';
import { prepareDatabase } from './db/prepare';
import { createSequelize } from './db/sequelize';
import { printGeneratedPassword } from './cli/banner';
import { loadConfigOrExit } from './config';
import { createLogger } from './http/logger';
import { getModels } from './db/models';
import { refuseControlsInLiveMode, StartupRefused } from './modules/sandboxControls/startupCheck';
import { createSystemRepository } from './modules/system/system.repository';
import { createSystemService } from './modules/system/system.service';
import { createProviders, selfOriginFor } from './composition/providers';
import { prepareMarkdownRenderer } from './modules/content/markdown';

const SERVER_CLOSE_CAP_MS = 10_000;
const SHUTDOWN_CAP_MS = 30_000;

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    const cap = setTimeout(() => server.closeAllConnections(), SERVER_CLOSE_CAP_MS);
    server.close(() => {
      clearTimeout(cap);
      resolve();
    });
    server.closeIdleConnections();
  });

const main = async (): Promise<void> => {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const cleanups: Array<() => Promise<unknown>> = [];
  let shuttingDown = false;

  const shutdown = async (reason: string, code: number): Promise<void> => {
    // A terminal's Ctrl-C reaches us twice (directly, and relayed by tsx/npm): one shutdown only;
    // the cap below ends a shutdown that hangs.
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ reason }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_CAP_MS).unref();
    // Last in, first out: the HTTP server, then the pools, then PostgreSQL.
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => logger.error({ err: error }, 'error during shutdown'));
    }
    logger.info('stopped');
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('unhandledRejection', (error) => {
    logger.fatal({ err: error }, 'unhandled rejection');
    void shutdown('unhandledRejection', 1);
  });
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    void shutdown('uncaughtException', 1);
  });

  try {
    const database = await openDatabase(config, logger, { stopRunningServerOnExit: true });
    cleanups.push(() => database.stop());
    const sequelize = createSequelize(database.url, { poolMax: config.databasePoolMax });
    cleanups.push(() => sequelize.close());
    const sessionPool = new Pool({ connectionString: database.url, max: 5 });
    // An idle client's error carries the whole client object; log what identifies it. PostgreSQL
    // ending connections while we shut down (57P01) is expected.
    sessionPool.on('error', (error: Error & { code?: string }) => {
      if (!(shuttingDown && isAdminShutdown(error)))
        logger.error({ code: error.code, message: error.message }, 'session pool error');
    });
    cleanups.push(() => sessionPool.end());

    const admin = await prepareDatabase(sequelize, config, logger);
    if (admin?.generatedPassword)
      printGeneratedPassword(
        admin.username,
        admin.generatedPassword,
        'Admin account created for this portal',
        'Set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.',
      );

    const system = createSystemService(
      createSystemRepository(sequelize, getModels(sequelize)),
      logger.child({ module: 'system' }),
    );
    await refuseControlsInLiveMode(config.sandboxControls, () => system.mode());

    const providers = createProviders({ config, logger });
    cleanups.push(() => providers.close());
    const { app, jobs, alerts } = createApp({ config, sequelize, sessionPool, logger, providers });
    const server = app.listen(config.port, config.host);
    await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
    cleanups.push(() => closeServer(server));
    // The in-process Stripe sandbox, if test payments run on it, sends its webhook events here.
    providers.listening(selfOriginFor(config.host, (server.address() as AddressInfo).port));
    // The in-process Duffel sandbox listens on loopback only (SANDBOX_DUFFEL_PORT): a port in use ends the start-up.
    await providers.ready();
    // Bookings left mid-way by a previous run are resumed or compensated now, then every minute
    // (the Stripe sandbox, if test payments run on it, starts on first use on SANDBOX_STRIPE_PORT).
    cleanups.push(jobs.start());
    // Price alerts due are run now, then looked for every minute (each alert every ALERT_INTERVAL_MINUTES).
    cleanups.push(alerts.start());
    logger.info(`Portal listening on http://localhost:${(server.address() as AddressInfo).port}`);
    // The content pages' renderer loads jsdom on first use: loaded now, the first reader does not wait.
    prepareMarkdownRenderer().catch((err: unknown) => logger.warn({ err }, 'the Markdown renderer did not load'));
  } catch (error) {
    if (error instanceof StartupRefused) process.stderr.write(`${error.message}\nThe gateway did not start.\n`);
    logger.fatal({ err: error }, 'start-up failed');
    await shutdown('start-up failed', 1);
  }
};

void main();
