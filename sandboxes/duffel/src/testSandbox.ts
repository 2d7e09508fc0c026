import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { createSandboxClock, type SandboxClock } from '@portal/sandbox-clock';
import { answerClientErrorsAsDuffel } from './clientErrors';
import { createDuffelSandbox, type DuffelSandboxControls, type DuffelSandboxOptions } from './router';

/** The sandbox is served at the root of its own listener, as the gateway serves it. */
export const SANDBOX_PATH = '';
/** The one token these test sandboxes accept. */
export const TEST_TOKEN = 'duffel_test_unit_tests_token';
export const TEST_HEADERS = { Authorization: `Bearer ${TEST_TOKEN}`, 'Duffel-Version': 'v2' };

type ExtraOptions = Partial<Omit<DuffelSandboxOptions, 'clock'>>;

/** A tiny app with the sandbox at its root, as on the gateway's loopback listener (no database, no gateway). */
export const sandboxApp = (
  clock: SandboxClock = createSandboxClock(),
  options: ExtraOptions = {},
): Express & { controls: DuffelSandboxControls } => {
  const app = express();
  const sandbox = createDuffelSandbox({ token: TEST_TOKEN, clock, ...options });
  app.use(sandbox);
  return Object.assign(app, { controls: sandbox.controls });
};

/** The same app listening on a free loopback port, for the real SDK. */
export const startSandbox = async (clock: SandboxClock = createSandboxClock(), options: ExtraOptions = {}) => {
  const app = sandboxApp(clock, options);
  const server = answerClientErrorsAsDuffel(app.listen(0, '127.0.0.1'));
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    basePath: `http://127.0.0.1:${port}/`,
    token: TEST_TOKEN,
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

/** A route's path on the sandbox. */
export const sandboxPath = (route: string) => `${SANDBOX_PATH}/${route}`;

/** An offer request's body: one adult, LHR → CDG in two weeks, with `data` laid over it. */
export const offerRequestBody = (data: Record<string, unknown>) => ({
  data: {
    slices: [{ origin: 'LHR', destination: 'CDG', departure_date: daysFromNow(14) }],
    passengers: [{ type: 'adult' }],
    ...data,
  },
});

/** An answer in Duffel's error shape, with this status and the first error's code. */
export const expectDuffelError = (
  body: {
    errors: { type: string; code: string; title: string; message: string }[];
    meta: { status: number; request_id: string };
  },
  status: number,
  code: string,
) => {
  expect(body.meta).toEqual({ status, request_id: expect.any(String) });
  expect(body.errors[0]).toMatchObject({
    code,
    title: expect.any(String),
    message: expect.any(String),
    type: expect.any(String),
  });
};
