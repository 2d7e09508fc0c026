import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { Pool } from 'pg';
import { pino } from 'pino';
import { z } from 'zod';
import { createSandboxClock } from '@portal/sandbox-clock';
import { createDuffelSandbox } from './router';
import { answerClientErrorsAsDuffel } from './clientErrors';
import { createMemoryOrderStore } from './orderStore';
import { createPostgresOrderStore } from './pgOrderStore';

// The Duffel sandbox on its own: Duffel's API at the root of its origin (as api.duffel.com),
// answering only SANDBOX_DUFFEL_TOKEN. Orders live in memory, or in PostgreSQL at DATABASE_URL so
// they outlive a restart. Test data only: never for live mode.
const env = z
  .object({
    SANDBOX_DUFFEL_TOKEN: z
      .string({
        error:
          'SANDBOX_DUFFEL_TOKEN is required: the one token this sandbox accepts (duffel_test_ and 16 or more characters nobody can guess)',
      })
      .regex(
        /^duffel_test_[A-Za-z0-9_]{16,200}$/,
        'SANDBOX_DUFFEL_TOKEN must be duffel_test_ followed by 16 or more letters, digits or _',
      ),
    SANDBOX_DUFFEL_PORT: z.coerce.number().int().min(0).max(65535).default(12112),
    /** 0.0.0.0 in a container, so other containers can reach it. */
    SANDBOX_DUFFEL_HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// address')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));

if (!env.success) {
  process.stderr.write(
    `Invalid configuration:\n  ${env.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ')}\nThe Duffel sandbox did not start.\n`,
  );
  process.exit(1);
}

const {
  SANDBOX_DUFFEL_TOKEN: token,
  SANDBOX_DUFFEL_PORT: port,
  SANDBOX_DUFFEL_HOST: host,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: level,
} = env.data;
const logger = pino({ level, base: { service: 'duffel-sandbox' } });
const pool = databaseUrl ? new Pool({ connectionString: databaseUrl, max: 5 }) : null;
const orderStore = pool ? createPostgresOrderStore({ pool }) : createMemoryOrderStore();
const server = answerClientErrorsAsDuffel(
  createServer(
    express()
      .disable('x-powered-by')
      .use(createDuffelSandbox({ token, clock: createSandboxClock(), orderStore })),
  ),
);

server.once('error', (error) => {
  logger.fatal({ err: error, port, host }, 'the Duffel sandbox could not listen');
  process.exit(1);
});
server.listen(port, host, () => {
  logger.info(
    { origin: `http://${host}:${(server.address() as AddressInfo).port}`, orders: pool ? 'postgresql' : 'memory' },
    'Duffel sandbox listening',
  );
  const stop = () => {
    server.closeAllConnections();
    server.close(() => void (pool?.end() ?? Promise.resolve()).then(() => process.exit(0)));
  };
  process.once('SIGINT', stop).once('SIGTERM', stop);
});
