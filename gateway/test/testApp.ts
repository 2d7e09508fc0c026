import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { Client, Pool } from 'pg';
import type { Sequelize } from 'sequelize';
import type request from 'supertest';
import { createApp, type Portal } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { isAdminShutdown } from '../src/db/adminShutdown';
import { prepareDatabase } from '../src/db/prepare';
import { createSequelize } from '../src/db/sequelize';
import { createLogger, type Logger } from '../src/http/logger';
import {
  createProviders,
  selfOriginFor,
  type ComposedProviders as Providers,
  type ProvidersOptions,
} from '../src/composition/providers';
import type { AdminOutcome } from '../src/modules/auth/admins.service';
import { CONTROLS_TOKEN_HEADER } from '../src/modules/sandboxControls/controlsAccess';

/** beforeAll budget: a database, migrations, seeds and one argon2 hash. */
export const SETUP_TIMEOUT_MS = 30_000;

export const ADMIN = { username: process.env.ADMIN_USERNAME ?? 'admin', password: process.env.ADMIN_PASSWORD ?? '' };

interface ServerInfo {
  host: string;
  port: number;
  user: string;
  password: string;
}

const serverInfo = (): ServerInfo => {
  const file = process.env.PORTAL_TEST_PG_FILE;
  if (!file)
    throw new Error('PORTAL_TEST_PG_FILE is unset: run the gateway tests with `npx jest --selectProjects gateway`');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ServerInfo;
};

const urlFor = ({ host, port, user, password }: ServerInfo, database: string) =>
  `postgres://${user}:${encodeURIComponent(password)}@${host}:${port}/${database}`;

const onAdminDatabase = async (sql: string): Promise<void> => {
  const client = new Client({ connectionString: urlFor(serverInfo(), 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/**
 * A session pool as server.ts makes one. An idle client's error fails the test file, except
 * PostgreSQL ending a client of a pool that is closing (57P01: the file's database is dropped
 * with FORCE while the pool's last clients are still saying goodbye).
 */
export const testSessionPool = (connectionString: string, max: number): Pool => {
  const pool = new Pool({ connectionString, max });
  pool.on('error', (error: Error & { code?: string }) => {
    if (!(pool.ending && isAdminShutdown(error))) throw error;
  });
  return pool;
};

export interface TestApp extends Pick<Portal, 'jobs' | 'duffelSandbox' | 'alerts'> {
  app: Express;
  config: Config;
  sequelize: Sequelize;
  sessionPool: Pool;
  databaseUrl: string;
  /** What the start-up seeds did about the admin account. */
  seededAdmin: AdminOutcome | null;
  /** The provider clients (the Duffel sandbox's clock is `providers.duffel.sandbox?.clock`). */
  providers: Providers;
  /** With `listen: true`: the app's own address (http://127.0.0.1:PORT). */
  origin?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Listen on 127.0.0.1:0, as server.ts does (stories that call the app over HTTP). */
  listen?: boolean;
  /** The app's logger (silent by default): a story can read what the gateway logged. */
  logger?: Logger;
  /** Connections of the app's Sequelize pool and of its session pool (3 and 2: test files run side by side on one PostgreSQL). */
  poolMax?: number;
  /** Provider deadlines shorter than production's, for stories that hold provider calls. */
  providers?: Pick<ProvidersOptions, 'duffelTimeouts' | 'stripeTimeoutMs'>;
}

/**
 * The app on a database of its own (t_<random>), migrated and seeded as at start-up. `env`
 * adds or overrides environment variables for this app's config only.
 */
export const createTestApp = async (env: NodeJS.ProcessEnv = {}, options: TestAppOptions = {}): Promise<TestApp> => {
  const database = `t_${randomBytes(6).toString('hex')}`;
  await onAdminDatabase(`CREATE DATABASE ${database}`);
  const databaseUrl = urlFor(serverInfo(), database);
  // The Stripe sandbox (started on first payment) takes a free port: test files run side by side.
  // A controls token of its own, so harnesses reach the sandbox controls as SANDBOX_CONTROLS_TOKEN holders.
  const config = loadConfig({
    ...process.env,
    SANDBOX_STRIPE_PORT: '0',
    SANDBOX_CONTROLS_TOKEN: `controls-${randomBytes(16).toString('hex')}`,
    ...env,
    DATABASE_URL: databaseUrl,
  });
  const logger = options.logger ?? createLogger('silent');
  const sequelize = createSequelize(databaseUrl, { poolMax: options.poolMax ?? 3 });
  const sessionPool = testSessionPool(databaseUrl, options.poolMax ?? 2);
  const seededAdmin = await prepareDatabase(sequelize, config, logger);
  const providers = createProviders({ config, logger, ...options.providers });
  const { app, jobs, duffelSandbox, alerts } = createApp({ config, sequelize, sessionPool, logger, providers });
  await providers.ready();
  let server: Server | undefined;
  let origin: string | undefined;
  if (options.listen) {
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve, reject) => server?.once('listening', resolve).once('error', reject));
    origin = selfOriginFor('127.0.0.1', (server.address() as AddressInfo).port);
    providers.listening(origin);
  }
  return {
    app,
    jobs,
    duffelSandbox,
    alerts,
    config,
    sequelize,
    sessionPool,
    databaseUrl,
    seededAdmin,
    providers,
    origin,
    close: async () => {
      if (server) {
        const listening = server;
        listening.closeAllConnections();
        await new Promise<void>((resolve) => listening.close(() => resolve()));
      }
      await providers.close().catch(() => undefined);
      await sequelize.close().catch(() => undefined);
      await sessionPool.end().catch(() => undefined);
      await onAdminDatabase(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
};

/**
 * The header a test harness sends to use the sandbox controls without an admin session
 * (X-Sandbox-Controls-Token: the app's SANDBOX_CONTROLS_TOKEN); none when the app has no token.
 */
export const controlsHeader = (t: Pick<TestApp, 'config'>): Record<string, string> =>
  t.config.sandboxControlsToken ? { [CONTROLS_TOKEN_HEADER]: t.config.sandboxControlsToken } : {};

/** A GET /api/csrf-token through this agent: the token its session now holds. */
export const csrfToken = async (agent: request.Agent): Promise<string> => {
  const res = await agent.get('/api/csrf-token').expect(200);
  return (res.body as { csrfToken: string }).csrfToken;
};

/** The value of one cookie from a response's Set-Cookie headers. */
export const cookieFrom = (res: request.Response, name: string): string | undefined => {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((cookie) => cookie.startsWith(`${name}=`));
};

/** Signs the agent in as the seeded admin; returns a fresh CSRF token for the new session. */
export const signInAsAdmin = async (agent: request.Agent): Promise<string> => {
  const token = await csrfToken(agent);
  await agent.post('/api/auth/login').set('X-CSRF-Token', token).send(ADMIN).expect(200);
  return csrfToken(agent);
};

/** An empty database of its own on the test server, for gateways started as processes (they migrate it). */
export const createTestDatabase = async (): Promise<{ url: string; drop(): Promise<void> }> => {
  const database = `t_${randomBytes(6).toString('hex')}`;
  await onAdminDatabase(`CREATE DATABASE ${database}`);
  return {
    url: urlFor(serverInfo(), database),
    drop: () => onAdminDatabase(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
  };
};
