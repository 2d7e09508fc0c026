import type { Config } from '../config';
import type { Logger } from '../http/logger';
import { createDuffelProviders, type DuffelProvidersOptions } from './duffel/duffelProviders';

export type { Clock, ProviderMode } from './duffel/duffelProviders';

export interface ProvidersOptions {
  config: Pick<Config, 'providers'>;
  logger: Logger;
  duffelTimeouts?: DuffelProvidersOptions['timeouts'];
}

/** The provider clients of this gateway (Duffel now; Stripe joins here). */
export const createProviders = ({ config, logger, duffelTimeouts }: ProvidersOptions) => {
  const duffel = createDuffelProviders({
    testToken: config.providers.duffelTestToken,
    liveToken: config.providers.duffelLiveToken,
    logger: logger.child({ module: 'duffel' }),
    timeouts: duffelTimeouts,
  });
  return {
    duffel,
    /** Called once the server listens: the in-process sandboxes are reached through it. */
    setSelfOrigin(origin: string): void {
      duffel.setSelfOrigin(origin);
    },
  };
};

export type Providers = ReturnType<typeof createProviders>;

/** The address this gateway reaches itself at: loopback unless it is bound to one address only. */
export const selfOriginFor = (host: string, port: number): string => {
  const loopback = host === '' || host === '0.0.0.0' || host === '::' || host === 'localhost';
  const address = loopback ? '127.0.0.1' : host;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
};
