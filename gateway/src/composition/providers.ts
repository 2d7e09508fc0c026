import type { Config } from '../config';
import type { Logger } from '../http/logger';
import { createDuffelProviders, type DuffelProvidersOptions } from '../providers/duffel/duffelProviders';
import { createDuffelSandboxHost } from './duffelSandboxHost';
import { composeStripe, type StripeCompositionOptions } from './stripeSandbox';

export interface ProvidersOptions {
  config: Pick<Config, 'providers'>;
  logger: Logger;
  duffelTimeouts?: DuffelProvidersOptions['timeouts'];
  /** The stripe SDK's timeout per attempt (15 s by default). */
  stripeTimeoutMs?: number;
  /** Serve test payments from this Stripe sandbox rather than a new one (tests: a second gateway on the same payments). */
  stripeSandbox?: StripeCompositionOptions['sandbox'];
}

/**
 * The provider clients of this gateway (Duffel for flights, Stripe for cards) and what test mode
 * runs on: without a provider's test credentials, its sandbox in this process, on a loopback
 * listener of its own, both on one movable clock.
 */
export const createProviders = ({
  config,
  logger,
  duffelTimeouts,
  stripeTimeoutMs,
  stripeSandbox,
}: ProvidersOptions) => {
  const { providers } = config;
  const duffelLogger = logger.child({ module: 'duffel' });
  const duffelSandbox = providers.duffelTestToken
    ? null
    : createDuffelSandboxHost({
        port: providers.duffelSandboxPort,
        token: providers.duffelSandboxToken,
        logger: duffelLogger,
      });
  const duffelEndpoint = duffelSandbox && {
    baseUrl: () => {
      const origin = duffelSandbox.origin();
      return origin && `${origin}/`;
    },
    token: duffelSandbox.token,
    clock: duffelSandbox.clock,
  };
  const duffel = {
    ...createDuffelProviders({
      testToken: providers.duffelTestToken,
      liveToken: providers.duffelLiveToken,
      testEndpoint: duffelEndpoint ?? undefined,
      logger: duffelLogger,
      timeouts: duffelTimeouts,
    }),
    /** The sandbox's host (clock, token, loopback listener) while test mode runs on it; null with a real test token. */
    sandbox: duffelSandbox,
  };
  const stripe = composeStripe({
    testKey: providers.stripeTestKey,
    liveKey: providers.stripeLiveKey,
    webhookSecret: providers.stripeWebhookSecret,
    sandboxPort: providers.stripeSandboxPort,
    sandboxUrl: providers.stripeSandboxUrl,
    sandboxKey: providers.stripeSandboxKey,
    publishableKeys: {
      test: providers.stripeTestPublishableKey,
      live: providers.stripeLivePublishableKey,
      sandbox: providers.stripeSandboxPublishableKey,
    },
    sandboxPublicUrl: providers.stripeSandboxPublicUrl,
    timeoutMs: stripeTimeoutMs,
    clock: duffelSandbox?.clock,
    sandbox: stripeSandbox,
    logger: logger.child({ module: 'stripe' }),
  });
  return {
    duffel,
    stripe,
    /** Resolves once the in-process sandboxes listen (browsers load the Stripe sandbox's Stripe.js); rejects if they cannot. */
    ready: async (): Promise<void> => {
      await Promise.all([duffelSandbox?.ready(), stripe.ready()]);
    },
    /** This gateway listens at `origin`: the in-process Stripe sandbox sends its webhook events there. */
    listening: (origin: string): void => stripe.listening(origin),
    /** Stops what the providers started (the sandboxes' loopback listeners). */
    close: async (): Promise<void> => {
      await Promise.all([stripe.close(), duffelSandbox?.close()]);
    },
  };
};

export type ComposedProviders = ReturnType<typeof createProviders>;

/** The address this gateway reaches itself at: loopback unless it is bound to one address only. */
export const selfOriginFor = (host: string, port: number): string => {
  const loopback = host === '' || host === '0.0.0.0' || host === '::' || host === 'localhost';
  const address = loopback ? '127.0.0.1' : host;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
};
