import type { Server } from 'node:http';
import { createApp } from '../src/app';
import { createSequelize } from '../src/db/sequelize';
import { createLogger, type Logger } from '../src/http/logger';
import { createProviders } from '../src/composition/providers';
import { testSessionPool, type TestApp } from './testApp';

/**
 * A second gateway on the same database (a restart, or another instance): its own pools, clock and
 * Duffel sandbox router (orders come from the shared database), the same Stripe sandbox (whose
 * payments live in memory, as Stripe's live on Stripe).
 */
export const anotherGateway = async (t: TestApp, logger: Logger = createLogger('silent')) => {
  const sequelize = createSequelize(t.databaseUrl, { poolMax: 3 });
  const sessionPool = testSessionPool(t.databaseUrl, 2);
  const providers = createProviders({
    config: t.config,
    logger,
    stripeSandbox: t.providers.stripe.sandbox ?? undefined,
  });
  const { app, jobs, alerts } = createApp({ config: t.config, sequelize, sessionPool, logger, providers });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  await providers.ready();
  return {
    app,
    sequelize,
    jobs,
    alerts,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await providers.close();
      await sequelize.close();
      await sessionPool.end();
    },
  };
};
