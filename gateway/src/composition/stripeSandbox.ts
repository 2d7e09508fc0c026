import {
  createStripeSandbox,
  randomWebhookSecret,
  type RunningStripeSandbox,
  type StripeSandbox,
} from '@portal/sandbox-stripe';
import type { SandboxClock } from '@portal/sandbox-clock';
import { AppError } from '../http/errors';
import { PAYMENT_UNAVAILABLE_MESSAGE } from '../providers/stripe/stripeAdapter';
import {
  createStripeProviders,
  STRIPE_WEBHOOK_PATH,
  type StripeProvidersOptions,
  type StripeTestEndpoint,
} from '../providers/stripe/stripeProviders';

export interface StripeCompositionOptions extends Pick<
  StripeProvidersOptions,
  'testKey' | 'liveKey' | 'timeoutMs' | 'logger'
> {
  /** SANDBOX_STRIPE_PORT: 12111 like stripe-mock; 0 picks a free port (tests). */
  sandboxPort: number;
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
}

/** A sandbox another process runs (SANDBOX_STRIPE_URL): nothing starts here. */
const remoteEndpoint = (
  url: string,
  key: string,
  publishableKey: string | undefined,
  publicOrigin: string | null,
): StripeTestEndpoint => ({
  key,
  publishableKey,
  apiOrigin: () => Promise.resolve(url),
  browserOrigin: () => publicOrigin,
  ready: () => Promise.resolve(),
});

/**
 * The Stripe provider with what test mode runs on: STRIPE_TEST_KEY's real Stripe, the shared
 * sandbox at SANDBOX_STRIPE_URL, or a sandbox in this process on its own loopback port, started on
 * first use and sending its webhook events to this gateway once it listens.
 */
export const composeStripe = ({
  testKey,
  liveKey,
  sandboxPort,
  sandboxUrl,
  sandboxKey,
  publishableKeys = {},
  sandboxPublicUrl,
  webhookSecret: configuredSecret,
  timeoutMs,
  clock,
  sandbox: given,
  logger,
}: StripeCompositionOptions) => {
  const sandbox: StripeSandbox | null =
    testKey || sandboxUrl ? null : (given ?? createStripeSandbox({ clock, key: sandboxKey }));
  // A shared sandbox already signs with a secret: a second gateway on it verifies with the same one.
  const webhookSecret =
    configuredSecret ?? (sandbox ? (sandbox.webhookEndpoint()?.secret ?? randomWebhookSecret()) : null);
  const publicOrigin = sandboxPublicUrl ? new URL(sandboxPublicUrl).origin : null;
  let running: Promise<RunningStripeSandbox> | null = null;
  // Known once ready() has seen it listen (pages load its Stripe.js from there).
  let readyOrigin: string | null = null;
  let registeredUrl: string | null = null;

  const start = (box: StripeSandbox): Promise<RunningStripeSandbox> => {
    running ??= box.listen(sandboxPort, '127.0.0.1').then(
      (started) => {
        logger.info({ origin: started.origin }, 'Stripe sandbox listening');
        return started;
      },
      (error: unknown) => {
        running = null;
        logger.error(
          { err: error, port: sandboxPort },
          'the Stripe sandbox could not listen: set SANDBOX_STRIPE_PORT to a free port (0 picks one)',
        );
        throw new AppError('PAYMENT_UNAVAILABLE', PAYMENT_UNAVAILABLE_MESSAGE, 503, { cause: error });
      },
    );
    return running;
  };

  const inProcessEndpoint = (box: StripeSandbox): StripeTestEndpoint => ({
    key: box.key,
    publishableKey: box.publishableKey,
    apiOrigin: async () => `http://127.0.0.1:${(await start(box)).port}`,
    browserOrigin: () => publicOrigin ?? readyOrigin,
    ready: async () => {
      readyOrigin ??= (await start(box)).origin;
    },
  });

  const testEndpoint = sandbox
    ? inProcessEndpoint(sandbox)
    : sandboxUrl
      ? remoteEndpoint(sandboxUrl, sandboxKey ?? '', publishableKeys.sandbox, publicOrigin)
      : undefined;
  const stripe = createStripeProviders({
    testKey,
    liveKey,
    testEndpoint,
    publishableKeys,
    webhookSecret,
    timeoutMs,
    logger,
  });

  return {
    ...stripe,

    /** The sandbox while test mode runs on it here (its stats feed GET /api/sandbox/stats); null with a real test key or SANDBOX_STRIPE_URL. */
    sandbox,

    /** The gateway listens at `origin`: the in-process sandbox sends its events there, signed with webhookSecret. */
    listening(origin: string): void {
      if (!sandbox || !webhookSecret) return;
      registeredUrl = `${origin}${STRIPE_WEBHOOK_PATH}`;
      sandbox.setWebhookEndpoint({ url: registeredUrl, secret: webhookSecret });
    },

    /** Stops the sandbox's listener, if it was started. */
    async close(): Promise<void> {
      if (registeredUrl && sandbox?.webhookEndpoint()?.url === registeredUrl) sandbox.setWebhookEndpoint(null);
      registeredUrl = null;
      const started = running;
      running = null;
      stripe.close();
      if (started) await (await started.catch(() => null))?.close();
    },
  };
};

export type ComposedStripe = ReturnType<typeof composeStripe>;
