import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { createSandboxClock, type SandboxClock } from '../clock';
import { createDuffelSandbox, type DuffelSandboxControls, type DuffelSandboxOptions } from './router';

export const SANDBOX_PATH = '/sandbox/duffel';
export const TEST_HEADERS = { Authorization: 'Bearer duffel_test_sandbox', 'Duffel-Version': 'v2' };

type ExtraOptions = Omit<DuffelSandboxOptions, 'clock'>;

/** A tiny app with the sandbox mounted where the gateway mounts it (no database, no gateway). */
export const sandboxApp = (clock: SandboxClock = createSandboxClock(), options: ExtraOptions = {}): Express & { controls: DuffelSandboxControls } => {
  const app = express();
  const sandbox = createDuffelSandbox({ clock, ...options });
  app.use(SANDBOX_PATH, sandbox);
  return Object.assign(app, { controls: sandbox.controls });
};

/** The same app listening on a free loopback port, for the real SDK. */
export const startSandbox = async (clock: SandboxClock = createSandboxClock(), options: ExtraOptions = {}) => {
  const app = sandboxApp(clock, options);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    basePath: `http://127.0.0.1:${port}${SANDBOX_PATH}/`,
    controls: app.controls,
    close: () =>
      new Promise<void>((resolve) => {
        app.controls.releaseHeldCalls();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** A yyyy-MM-dd date some days after the clock's today (UTC). */
export const daysFromNow = (days: number, clock: SandboxClock = createSandboxClock()): string =>
  new Date(clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
