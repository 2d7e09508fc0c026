import { AppError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { systemClock, type Clock } from '../clock';
import { createDuffelAdapter, type DuffelAdapter, type DuffelAdapterOptions } from './duffelAdapter';

export type ProviderMode = 'test' | 'live';
export type { Clock };

/** A Duffel-compatible API that test mode reaches instead of api.duffel.com (the composition starts one). */
export interface DuffelTestEndpoint {
  /** Where its API is reached, with a trailing slash; null until it listens. */
  baseUrl(): string | null;
  /** The one token it accepts. */
  token: string;
  /** The clock its offers expire by (a test clock can be moved). */
  clock: Clock;
}

export interface DuffelProvidersOptions {
  testToken?: string;
  liveToken?: string;
  /** Test mode without a test token runs on this endpoint; without either, test mode is not configured. */
  testEndpoint?: DuffelTestEndpoint;
  logger: Logger;
  timeouts?: DuffelAdapterOptions['timeouts'];
}

/**
 * The Duffel client for each mode. Test mode uses DUFFEL_TEST_TOKEN when set, else the test
 * endpoint it is handed (reached over HTTP, so the SDK's real path is exercised); live mode needs
 * DUFFEL_LIVE_TOKEN. Clients are made on first use and kept.
 */
export const createDuffelProviders = ({
  testToken,
  liveToken,
  testEndpoint,
  logger,
  timeouts,
}: DuffelProvidersOptions) => {
  const endpoint = testToken ? null : (testEndpoint ?? null);
  const adapters = new Map<ProviderMode, DuffelAdapter>();

  const adapterFor = (mode: ProviderMode): DuffelAdapter => {
    if (mode === 'live') {
      if (!liveToken)
        throw new AppError(
          'PROVIDER_NOT_CONFIGURED',
          'Live flight search is not available: no Duffel live token is configured.',
          503,
        );
      return createDuffelAdapter({ token: liveToken, logger: logger.child({ mode }), timeouts });
    }
    if (testToken) return createDuffelAdapter({ token: testToken, logger: logger.child({ mode }), timeouts });
    // Known once its listener is up (the composition serves it; server.ts and the tests await ready()).
    const basePath = endpoint?.baseUrl();
    if (!endpoint || !basePath)
      throw new AppError('PROVIDER_NOT_CONFIGURED', 'The flight sandbox is not reachable yet. Please try again.', 503);
    return createDuffelAdapter({
      token: endpoint.token,
      basePath,
      logger: logger.child({ mode, sandbox: true }),
      timeouts,
    });
  };

  return {
    /** Forgets the test client, so the next call reaches the test endpoint where it is now (tests move it). */
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

    /** The clock expiry is judged by: the test endpoint's own clock for its offers, else the system's. */
    clockFor(mode: ProviderMode): Clock {
      return mode === 'test' && endpoint ? endpoint.clock : systemClock;
    },
  };
};

export type DuffelProviders = ReturnType<typeof createDuffelProviders>;
