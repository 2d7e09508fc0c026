import { AppError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { createDuffelAdapter, type DuffelAdapter, type DuffelAdapterOptions } from './duffelAdapter';
import { createDuffelSandboxHost, type DuffelSandboxHost } from './duffelSandboxHost';

export type ProviderMode = 'test' | 'live';

export interface Clock {
  now(): Date;
}

export const realClock: Clock = { now: () => new Date() };

export interface DuffelProvidersOptions {
  testToken?: string;
  liveToken?: string;
  /** SANDBOX_DUFFEL_PORT (0: a free loopback port). */
  sandboxPort?: number;
  /** SANDBOX_DUFFEL_TOKEN; unset → a random token per process. */
  sandboxToken?: string;
  logger: Logger;
  timeouts?: DuffelAdapterOptions['timeouts'];
}

/**
 * The Duffel client for each mode. Test mode uses DUFFEL_TEST_TOKEN when set, else the
 * in-process sandbox on its own loopback listener (reached over HTTP, so the SDK's real path is
 * exercised) with this deployment's token; live mode needs DUFFEL_LIVE_TOKEN. Clients are made
 * on first use and kept.
 */
export const createDuffelProviders = ({ testToken, liveToken, sandboxPort = 0, sandboxToken, logger, timeouts }: DuffelProvidersOptions) => {
  const sandbox: DuffelSandboxHost | null = testToken ? null : createDuffelSandboxHost({ port: sandboxPort, token: sandboxToken, logger });
  const adapters = new Map<ProviderMode, DuffelAdapter>();

  const adapterFor = (mode: ProviderMode): DuffelAdapter => {
    if (mode === 'live') {
      if (!liveToken) throw new AppError('PROVIDER_NOT_CONFIGURED', 'Live flight search is not available: no Duffel live token is configured.', 503);
      return createDuffelAdapter({ token: liveToken, logger: logger.child({ mode }), timeouts });
    }
    if (testToken) return createDuffelAdapter({ token: testToken, logger: logger.child({ mode }), timeouts });
    // Known once its listener is up (app.ts serves it; server.ts and the tests await ready()).
    const origin = sandbox?.origin();
    if (!sandbox || !origin) throw new AppError('PROVIDER_NOT_CONFIGURED', 'The flight sandbox is not reachable yet. Please try again.', 503);
    return createDuffelAdapter({ token: sandbox.token, basePath: `${origin}/`, logger: logger.child({ mode, sandbox: true }), timeouts });
  };

  return {
    /** The sandbox's host (clock, token, loopback listener) while test mode runs on it; null with a real test token. */
    sandbox,

    /** Forgets the test client, so the next call reaches the sandbox where it is now (tests move it). */
    resetTestClient(): void {
      adapters.delete('test');
    },

    /** 503 PROVIDER_NOT_CONFIGURED when the mode has no credentials. */
    forMode(mode: ProviderMode): DuffelAdapter {
      let adapter = adapters.get(mode);
      if (!adapter) {
        adapter = adapterFor(mode);
        adapters.set(mode, adapter);
      }
      return adapter;
    },

    /** The clock expiry is judged by: the sandbox's own (movable) clock for its offers, else real time. */
    clockFor(mode: ProviderMode): Clock {
      return mode === 'test' && sandbox ? sandbox.clock : realClock;
    },
  };
};

export type DuffelProviders = ReturnType<typeof createDuffelProviders>;
