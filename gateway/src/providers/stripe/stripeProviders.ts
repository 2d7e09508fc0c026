import Stripe from 'stripe';
import type { StripeClientConfig } from '@portal/platform/contracts';
import { AppError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import type { SandboxClock } from '../../sandbox/clock';
import { createStripeSandbox, randomWebhookSecret, type RunningStripeSandbox, type StripeSandbox } from '../../sandbox/stripe';
import type { ProviderMode } from '../duffel/duffelProviders';
import { createStripeAdapter, PAYMENT_UNAVAILABLE_MESSAGE, type StripeAdapter } from './stripeAdapter';

export const STRIPE_TIMEOUT_MS = 15_000;
/** Where Stripe (or the sandbox) sends this gateway its events. */
export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';
const NETWORK_RETRIES = 2;

export interface StripeProvidersOptions {
  testKey?: string;
  liveKey?: string;
  /** SANDBOX_STRIPE_PORT: 12111 like stripe-mock; 0 picks a free port (tests). */
  sandboxPort: number;
  /** The SDK's timeout per attempt (15 s); tests that hold calls shorten it. */
  timeoutMs?: number;
  /** The one sandbox clock (card expiry, `created`), shared with the Duffel sandbox. */
  clock?: SandboxClock;
  /** An existing sandbox to serve from (a second gateway in one test process shares the first one's payments). */
  sandbox?: StripeSandbox;
  /** SANDBOX_STRIPE_URL: a sandbox another process runs, shared by every replica; none is started here. */
  sandboxUrl?: string;
  /** SANDBOX_STRIPE_KEY: the one key that sandbox (or the one started here) accepts; unset here → a random one. */
  sandboxKey?: string;
  /** The publishable keys Stripe.js runs with: real Stripe's per mode, and SANDBOX_STRIPE_URL's sandbox's. */
  publishableKeys?: { test?: string; live?: string; sandbox?: string };
  /** Where browsers reach the sandbox (SANDBOX_STRIPE_PUBLIC_URL); unset → the in-process sandbox's own origin. */
  sandboxPublicUrl?: string;
  /** STRIPE_WEBHOOK_SECRET: the webhook endpoint's signing secret; unset with the in-process sandbox → a random one. */
  webhookSecret?: string;
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

/**
 * The Stripe client for each mode. Test mode uses STRIPE_TEST_KEY when set, else the in-process
 * sandbox on its own loopback port (the SDK always requests /v1/... at the root of its host),
 * started on first use; live mode needs STRIPE_LIVE_KEY (503 otherwise).
 */
/** Where the SDK reaches a sandbox at this origin (the SDK takes host, port and protocol apart). */
const sandboxAddress = (origin: string) => {
  const url = new URL(origin);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return { host: url.hostname, port: Number(url.port || (protocol === 'https' ? 443 : 80)), protocol } as const;
};

export const createStripeProviders = ({ testKey, liveKey, sandboxPort, sandboxUrl, sandboxKey, publishableKeys = {}, sandboxPublicUrl, webhookSecret: configuredSecret, timeoutMs = STRIPE_TIMEOUT_MS, clock, sandbox: given, logger }: StripeProvidersOptions) => {
  const sandbox: StripeSandbox | null = testKey || sandboxUrl ? null : (given ?? createStripeSandbox({ clock, key: sandboxKey }));
  // A shared sandbox already signs with a secret: a second gateway on it verifies with the same one.
  const webhookSecret = configuredSecret ?? (sandbox ? (sandbox.webhookEndpoint()?.secret ?? randomWebhookSecret()) : null);
  let registeredUrl: string | null = null;
  const adapters = new Map<ProviderMode, Promise<StripeAdapter>>();
  let running: Promise<RunningStripeSandbox> | null = null;

  const startSandbox = (box: StripeSandbox): Promise<RunningStripeSandbox> => {
    running ??= box.listen(sandboxPort, '127.0.0.1').then(
      (started) => {
        logger.info({ origin: started.origin }, 'Stripe sandbox listening');
        return started;
      },
      (error: unknown) => {
        running = null;
        logger.error({ err: error, port: sandboxPort }, 'the Stripe sandbox could not listen: set SANDBOX_STRIPE_PORT to a free port (0 picks one)');
        throw new AppError('PAYMENT_UNAVAILABLE', PAYMENT_UNAVAILABLE_MESSAGE, 503, { cause: error });
      },
    );
    return running;
  };

  const adapterFor = async (mode: ProviderMode): Promise<StripeAdapter> => {
    const modeLogger = logger.child({ mode });
    if (mode === 'live') {
      if (!liveKey) throw new AppError('PAYMENT_NOT_CONFIGURED', 'Live card payments are not available: no Stripe live key is configured.', 503);
      return createStripeAdapter({ stripe: new Stripe(liveKey, { maxNetworkRetries: NETWORK_RETRIES, timeout: timeoutMs }), logger: modeLogger });
    }
    if (testKey) {
      return createStripeAdapter({ stripe: new Stripe(testKey, { maxNetworkRetries: NETWORK_RETRIES, timeout: timeoutMs }), logger: modeLogger });
    }
    const address = sandboxUrl ? sandboxAddress(sandboxUrl) : { host: '127.0.0.1', port: (await startSandbox(sandbox as StripeSandbox)).port, protocol: 'http' as const };
    // Config refuses SANDBOX_STRIPE_URL without SANDBOX_STRIPE_KEY; the in-process sandbox has its own.
    const key = sandbox?.key ?? sandboxKey ?? '';
    const stripe = new Stripe(key, { ...address, maxNetworkRetries: NETWORK_RETRIES, timeout: timeoutMs, telemetry: false });
    return createStripeAdapter({ stripe, logger: modeLogger.child({ sandbox: true }) });
  };

  const usesSandbox = !testKey;
  let sandboxOrigin: string | null = sandboxPublicUrl ? new URL(sandboxPublicUrl).origin : null;
  const notConfigured = (mode: ProviderMode) =>
    new AppError('PAYMENT_NOT_CONFIGURED', `Card payments are not available in ${mode} mode: no Stripe publishable key is configured.`, 503);

  return {
    /** Starts the in-process sandbox's listener (its Stripe.js must be reachable before any page asks for it). */
    async ready(): Promise<void> {
      if (!sandbox) return;
      const started = await startSandbox(sandbox);
      sandboxOrigin ??= started.origin;
    },

    /** Where browsers reach the sandbox (its Stripe.js, card frames and 3-D Secure page); null without one. */
    sandboxOrigin: (): string | null => (usesSandbox ? sandboxOrigin : null),

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
      if (sandbox) await this.ready();
      const publishableKey = sandbox?.publishableKey ?? publishableKeys.sandbox;
      if (!publishableKey || !sandboxOrigin) throw notConfigured(mode);
      return { publishableKey, stripeJsUrl: `${sandboxOrigin}/v3/` };
    },

    /** The CSP sources the booking page needs: Stripe's documented ones where a real key is set, the sandbox's origin where it serves test mode. */
    cspSources(): PaymentCspSources {
      const real = Boolean(liveKey || testKey);
      const own = usesSandbox && sandboxOrigin ? [sandboxOrigin] : [];
      return {
        script: [...(real ? STRIPE_CSP_SOURCES.script : []), ...own],
        frame: [...(real ? STRIPE_CSP_SOURCES.frame : []), ...own],
        connect: [...(real ? STRIPE_CSP_SOURCES.connect : []), ...own],
      };
    },

    /** The sandbox while test mode runs on it here (its stats feed GET /api/sandbox/stats); null with a real test key or SANDBOX_STRIPE_URL. */
    sandbox,

    timeoutMs,

    /** What signs Stripe's webhook events to this gateway; null when unknown (real Stripe without STRIPE_WEBHOOK_SECRET). */
    webhookSecret,

    /** The gateway listens at `origin`: the in-process sandbox sends its events there, signed with webhookSecret. */
    listening(origin: string): void {
      if (!sandbox || !webhookSecret) return;
      registeredUrl = `${origin}${STRIPE_WEBHOOK_PATH}`;
      sandbox.setWebhookEndpoint({ url: registeredUrl, secret: webhookSecret });
    },

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

    /** Stops the sandbox's listener, if it was started. */
    async close(): Promise<void> {
      if (registeredUrl && sandbox?.webhookEndpoint()?.url === registeredUrl) sandbox.setWebhookEndpoint(null);
      registeredUrl = null;
      const started = running;
      running = null;
      adapters.clear();
      if (started) await (await started.catch(() => null))?.close();
    },
  };
};

export type StripeProviders = ReturnType<typeof createStripeProviders>;
