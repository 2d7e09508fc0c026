import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import type { Logger } from '../http/logger';
import { createSandboxClock, type SandboxClock } from '@portal/sandbox-clock';
import { answerClientErrorsAsDuffel } from '@portal/sandbox-duffel';

export interface DuffelSandboxHostOptions {
  /** SANDBOX_DUFFEL_PORT: 0 picks a free port. */
  port: number;
  /** SANDBOX_DUFFEL_TOKEN; unset → a random one for this process. */
  token?: string;
  logger: Logger;
}

/** A token nobody can guess: the sandbox holds every test order's travellers. */
export const randomSandboxToken = (): string => `duffel_test_${randomBytes(24).toString('hex')}`;

/**
 * Where the in-process Duffel sandbox is served: a listener of its own, bound to 127.0.0.1 only,
 * never the gateway's public server, and answering only this deployment's token.
 */
export const createDuffelSandboxHost = ({ port, token = randomSandboxToken(), logger }: DuffelSandboxHostOptions) => {
  const clock: SandboxClock = createSandboxClock();
  let listening: Promise<Server> | null = null;
  let origin: string | null = null;
  let reachAt: string | null = null;

  return {
    /** The one sandbox clock (offers, orders, card expiry, the controls' POST /api/sandbox/clock). */
    clock,
    /** The one bearer token the sandbox accepts. */
    token,

    /** Starts the loopback listener answering with `handler` (app.ts passes the sandbox router). */
    serve(handler: RequestHandler): void {
      if (listening) throw new Error('the Duffel sandbox is already served');
      const app = express().disable('x-powered-by').use(handler);
      const server = answerClientErrorsAsDuffel(createServer(app));
      listening = new Promise<Server>((resolve, reject) => {
        server.once('error', reject).listen(port, '127.0.0.1', () => {
          origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          logger.info({ origin }, 'Duffel sandbox listening on loopback');
          resolve(server);
        });
      });
      listening.catch((error: unknown) =>
        logger.error(
          { err: error, port },
          'the Duffel sandbox could not listen: set SANDBOX_DUFFEL_PORT to a free port (0 picks one)',
        ),
      );
    },

    /** Resolves once the sandbox listens; rejects when it cannot (start-up fails with the reason). */
    ready: async (): Promise<void> => {
      await listening;
    },

    /** Where the adapter reaches the sandbox; null until it listens. */
    origin: (): string | null => reachAt ?? origin,

    /** Tests: reach the sandbox somewhere else (a closed port stands for an outage); null: its own listener again. */
    reachAt(other: string | null): void {
      reachAt = other;
    },

    async close(): Promise<void> {
      const server = await listening?.catch(() => null);
      listening = null;
      origin = null;
      if (!server) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type DuffelSandboxHost = ReturnType<typeof createDuffelSandboxHost>;
