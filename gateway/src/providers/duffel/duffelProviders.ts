import { AppError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { createSandboxClock, type SandboxClock } from '../../sandbox/clock';
import { createDuffelAdapter, type DuffelAdapter, type DuffelAdapterOptions } from './duffelAdapter';

export type ProviderMode = 'test' | 'live';

export interface Clock {
  now(): Date;
}

export const realClock: Clock = { now: () => new Date() };

/** Any duffel_test_ token is accepted by the sandbox; this one names where calls came from. */
export const SANDBOX_TOKEN = 'duffel_test_sandbox';
export const SANDBOX_MOUNT = '/sandbox/duffel';

export interface DuffelProvidersOptions {
  testToken?: string;
  liveToken?: string;
  logger: Logger;
  timeouts?: DuffelAdapterOptions['timeouts'];
}

/**
 * The Duffel client for each mode. Test mode uses DUFFEL_TEST_TOKEN when set, else the
 * in-process sandbox mounted on this gateway (reached over loopback, so the SDK's real HTTP path
 * is exercised); live mode needs DUFFEL_LIVE_TOKEN. Clients are made on first use and kept.
 */
export const createDuffelProviders = ({ testToken, liveToken, logger, timeouts }: DuffelProvidersOptions) => {
  const sandbox: { clock: SandboxClock } | null = testToken ? null : { clock: createSandboxClock() };
  const adapters = new Map<ProviderMode, DuffelAdapter>();
  let selfOrigin: string | null = null;

  const adapterFor = (mode: ProviderMode): DuffelAdapter => {
    if (mode === 'live') {
      if (!liveToken) throw new AppError('PROVIDER_NOT_CONFIGURED', 'Live flight search is not available: no Duffel live token is configured.', 503);
      return createDuffelAdapter({ token: liveToken, logger: logger.child({ mode }), timeouts });
    }
    if (testToken) return createDuffelAdapter({ token: testToken, logger: logger.child({ mode }), timeouts });
    // Only known once the server listens (server.ts and the tests call setSelfOrigin).
    if (!selfOrigin) throw new AppError('PROVIDER_NOT_CONFIGURED', 'The flight sandbox is not reachable yet. Please try again.', 503);
    return createDuffelAdapter({ token: SANDBOX_TOKEN, basePath: `${selfOrigin}${SANDBOX_MOUNT}/`, logger: logger.child({ mode, sandbox: true }), timeouts });
  };

  return {
    /** The sandbox and its clock while test mode runs on it; null with a real test token. */
    sandbox,

    /** This gateway's own address as seen from itself, e.g. http://127.0.0.1:8080. */
    setSelfOrigin(origin: string): void {
      selfOrigin = origin.replace(/\/+$/, '');
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
