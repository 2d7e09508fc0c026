import type { Config } from '../config';
import type { Logger } from '../http/logger';
import type { StripeSandbox } from '../sandbox/stripe';
import { createDuffelProviders, type DuffelProvidersOptions } from './duffel/duffelProviders';
import { createStripeProviders } from './stripe/stripeProviders';

export type { Clock, ProviderMode } from './duffel/duffelProviders';

export interface ProvidersOptions {
  config: Pick<Config, 'providers'>;
  logger: Logger;
  duffelTimeouts?: DuffelProvidersOptions['timeouts'];
  /** The stripe SDK's timeout per attempt (15 s by default). */
  stripeTimeoutMs?: number;
  /** Serve test payments from this Stripe sandbox rather than a new one (tests: a second gateway on the same payments). */
  stripeSandbox?: StripeSandbox;
}

/** The provider clients of this gateway: Duffel for flights, Stripe for cards. */
export const createProviders = ({ config, logger, duffelTimeouts, stripeTimeoutMs, stripeSandbox }: ProvidersOptions) => {
  const duffel = createDuffelProviders({
    testToken: config.providers.duffelTestToken,
    liveToken: config.providers.duffelLiveToken,
    sandboxPort: config.providers.duffelSandboxPort,
    sandboxToken: config.providers.duffelSandboxToken,
    logger: logger.child({ module: 'duffel' }),
    timeouts: duffelTimeouts,
  });
  const stripe = createStripeProviders({
    testKey: config.providers.stripeTestKey,
    liveKey: config.providers.stripeLiveKey,
    webhookSecret: config.providers.stripeWebhookSecret,
    sandboxPort: config.providers.stripeSandboxPort,
    sandboxUrl: config.providers.stripeSandboxUrl,
    sandboxKey: config.providers.stripeSandboxKey,
    publishableKeys: { test: config.providers.stripeTestPublishableKey, live: config.providers.stripeLivePublishableKey, sandbox: config.providers.stripeSandboxPublishableKey },
    sandboxPublicUrl: config.providers.stripeSandboxPublicUrl,
    timeoutMs: stripeTimeoutMs,
    clock: duffel.sandbox?.clock,
    sandbox: stripeSandbox,
    logger: logger.child({ module: 'stripe' }),
  });
  return {
    duffel,
    stripe,
    /** Resolves once the in-process sandboxes listen (browsers load the Stripe sandbox's Stripe.js); rejects if they cannot. */
    ready: async (): Promise<void> => {
      await Promise.all([duffel.sandbox?.ready(), stripe.ready()]);
    },
    /** This gateway listens at `origin`: the in-process Stripe sandbox sends its webhook events there. */
    listening: (origin: string): void => stripe.listening(origin),
    /** Stops what the providers started (the sandboxes' loopback listeners). */
    close: async (): Promise<void> => {
      await Promise.all([stripe.close(), duffel.sandbox?.close()]);
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
