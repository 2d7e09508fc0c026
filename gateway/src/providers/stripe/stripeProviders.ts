import Stripe from 'stripe';
import type { StripeClientConfig } from '@portal/platform-common/contracts';
import { AppError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import type { ProviderMode } from '../duffel/duffelProviders';
import { createStripeAdapter, type StripeAdapter } from './stripeAdapter';

export const STRIPE_TIMEOUT_MS = 15_000;
/** Where Stripe (or a test endpoint) sends this gateway its events. */
export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';
const NETWORK_RETRIES = 2;

/** A Stripe-compatible API that test mode reaches instead of api.stripe.com (the composition provides one). */
export interface StripeTestEndpoint {
  /** The one secret key it accepts. */
  key: string;
  /** The publishable key its Stripe.js runs with; unset → test-mode card pages are not configured. */
  publishableKey?: string;
  /** Its API's origin; rejects (503 PAYMENT_UNAVAILABLE) when it cannot be reached or started. */
  apiOrigin(): Promise<string>;
  /** Where browsers reach its Stripe.js and card frames; null until known. */
  browserOrigin(): string | null;
  /** Resolves once browserOrigin is known and its Stripe.js answers. */
  ready(): Promise<void>;
}

export interface StripeProvidersOptions {
  testKey?: string;
  liveKey?: string;
  /** Test mode without STRIPE_TEST_KEY runs on this endpoint. */
  testEndpoint?: StripeTestEndpoint;
  /** The SDK's timeout per attempt (15 s); tests that hold calls shorten it. */
  timeoutMs?: number;
  /** Real Stripe's publishable keys per mode (Stripe.js runs with them). */
  publishableKeys?: { test?: string; live?: string };
  /** What signs Stripe's events to this gateway (STRIPE_WEBHOOK_SECRET, or the one the composition gives its sandbox). */
  webhookSecret?: string | null;
  logger: Logger;
}

/** Stripe.js as @stripe/stripe-js (its RELEASE_TRAIN) expects it, always from Stripe itself. */
export const STRIPE_JS_URL = 'https://js.stripe.com/endive/stripe.js';

/** The sources Stripe documents for Stripe.js under a Content-Security-Policy, and nothing wider. */
export const STRIPE_CSP_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export interface PaymentCspSources {
  script: string[];
  frame: string[];
  connect: string[];
}

/** Where the SDK reaches an API at this origin (the SDK takes host, port and protocol apart). */
const sdkAddress = (origin: string) => {
  const url = new URL(origin);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return { host: url.hostname, port: Number(url.port || (protocol === 'https' ? 443 : 80)), protocol } as const;
};

/**
 * The Stripe client for each mode. Test mode uses STRIPE_TEST_KEY when set, else the test
 * endpoint it is handed (the SDK always requests /v1/... at the root of its host); live mode
 * needs STRIPE_LIVE_KEY (503 otherwise).
 */
export const createStripeProviders = ({
  testKey,
  liveKey,
  testEndpoint,
  publishableKeys = {},
  webhookSecret = null,
  timeoutMs = STRIPE_TIMEOUT_MS,
  logger,
}: StripeProvidersOptions) => {
  const endpoint = testKey ? null : (testEndpoint ?? null);
  const adapters = new Map<ProviderMode, Promise<StripeAdapter>>();
  const notConfigured = (mode: ProviderMode) =>
    new AppError(
      'PAYMENT_NOT_CONFIGURED',
      `Card payments are not available in ${mode} mode: no Stripe publishable key is configured.`,
      503,
    );

  const adapterFor = async (mode: ProviderMode): Promise<StripeAdapter> => {
    const modeLogger = logger.child({ mode });
    if (mode === 'live') {
      if (!liveKey)
        throw new AppError(
          'PAYMENT_NOT_CONFIGURED',
          'Live card payments are not available: no Stripe live key is configured.',
          503,
        );
      return createStripeAdapter({
        stripe: new Stripe(liveKey, { maxNetworkRetries: NETWORK_RETRIES, timeout: timeoutMs }),
        logger: modeLogger,
      });
    }
    if (testKey) {
      return createStripeAdapter({
        stripe: new Stripe(testKey, { maxNetworkRetries: NETWORK_RETRIES, timeout: timeoutMs }),
        logger: modeLogger,
      });
    }
    if (!endpoint)
      throw new AppError(
        'PAYMENT_NOT_CONFIGURED',
        'Test card payments are not available: no Stripe test key is configured.',
        503,
      );
    const address = sdkAddress(await endpoint.apiOrigin());
    const stripe = new Stripe(endpoint.key, {
      ...address,
      maxNetworkRetries: NETWORK_RETRIES,
      timeout: timeoutMs,
      telemetry: false,
    });
    return createStripeAdapter({ stripe, logger: modeLogger.child({ sandbox: true }) });
  };

  const browserOrigin = (): string | null => endpoint?.browserOrigin() ?? null;
  let cspSourcesKnown: { origin: string | null; sources: PaymentCspSources } | undefined;

  return {
    /** Resolves once the test endpoint's Stripe.js is reachable (before any page asks for it). */
    ready: async (): Promise<void> => {
      await endpoint?.ready();
    },

    /** Where browsers reach the test endpoint (its Stripe.js, card frames and 3-D Secure page); null without one. */
    sandboxOrigin: browserOrigin,

    /** What the booking page gives Stripe.js in this mode: the real Stripe.js with Stripe's key, or the sandbox's. */
    async clientConfig(mode: ProviderMode): Promise<StripeClientConfig> {
      if (mode === 'live') {
        if (!liveKey || !publishableKeys.live) throw notConfigured(mode);
        return { publishableKey: publishableKeys.live, stripeJsUrl: STRIPE_JS_URL };
      }
      if (testKey) {
        if (!publishableKeys.test) throw notConfigured(mode);
        return { publishableKey: publishableKeys.test, stripeJsUrl: STRIPE_JS_URL };
      }
      await endpoint?.ready();
      const origin = browserOrigin();
      if (!endpoint?.publishableKey || !origin) throw notConfigured(mode);
      return { publishableKey: endpoint.publishableKey, stripeJsUrl: `${origin}/v3/` };
    },

    /**
     * The CSP sources the booking page needs: Stripe's documented ones where a real key is set, the
     * test endpoint's origin where it serves test mode. Every answer's headers ask: the same object
     * comes back while the origin stays the same.
     */
    cspSources(): PaymentCspSources {
      const origin = browserOrigin();
      if (cspSourcesKnown?.origin === origin) return cspSourcesKnown.sources;
      const real = Boolean(liveKey || testKey);
      const own = origin ? [origin] : [];
      const sources = {
        script: [...(real ? STRIPE_CSP_SOURCES.script : []), ...own],
        frame: [...(real ? STRIPE_CSP_SOURCES.frame : []), ...own],
        connect: [...(real ? STRIPE_CSP_SOURCES.connect : []), ...own],
      };
      cspSourcesKnown = { origin, sources };
      return sources;
    },

    timeoutMs,

    /** What signs Stripe's webhook events to this gateway; null when unknown (real Stripe without STRIPE_WEBHOOK_SECRET). */
    webhookSecret,

    /** 503 PAYMENT_NOT_CONFIGURED when the mode has no credentials. Made on first use and kept. */
    forMode(mode: ProviderMode): Promise<StripeAdapter> {
      let adapter = adapters.get(mode);
      if (!adapter) {
        adapter = adapterFor(mode);
        adapters.set(mode, adapter);
        // A failed start is not kept: the next payment tries again.
        adapter.catch(() => adapters.delete(mode));
      }
      return adapter;
    },

    /** Forgets the clients (the composition stops what it started). */
    close(): void {
      adapters.clear();
    },
  };
};

export type StripeProviders = ReturnType<typeof createStripeProviders>;
