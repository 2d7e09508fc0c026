import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import Stripe from 'stripe';
import { createSandboxClock, type SandboxClock } from '@portal/sandbox-clock';
import { createAuthenticator, randomStripeSandboxKey, randomStripeSandboxPublishableKey } from './auth';
import { registerBrowserRoutes } from './browserAssets';
import { chargeRoutes } from './charges';
import { apiCors } from './cors';
import { unrecognizedUrl } from './errors';
import type { BeforeRequest } from './faults';
import { cardFingerprintWith } from './cards';
import { intentEvents, refundEvents } from './eventRules';
import { createEventLog, eventRoutes, withinRequest } from './events';
import { createIdempotency } from './idempotency';
import { createLifecycle } from './lifecycle';
import { observeStore } from './observedStore';
import { paymentIntentRoutes } from './paymentIntents';
import { paymentMethodRoutes } from './paymentMethods';
import { routeHandler, stripeErrorHandler, type Counter } from './pipeline';
import { refundRoutes } from './refunds';
import { sourceCancelRoute } from './sourceCancel';
import type { SandboxContext } from './route';
import { createMemoryStore, type StripeStore } from './store';
import { threeDSecureHandlers } from './threeDSecure';
import { createWebhookSender, type WebhookDelivery, type WebhookEndpoint } from './webhooks';

/** stripe-mock's port: the default when SANDBOX_STRIPE_PORT is not set. */
export const DEFAULT_STRIPE_SANDBOX_PORT = 12111;
/** While it listens, how often the sandbox does what Stripe does by itself (lapsed authorizations, refunds failing later). */
const TICK_MS = 5_000;

export interface StripeSandboxOptions {
  /** The one API key accepted (`sk_test_…`): random by default, SANDBOX_STRIPE_KEY for a shared sandbox. */
  key?: string;
  /** The publishable key (`pk_test_…`) browsers give the sandbox's Stripe.js: random by default. */
  publishableKey?: string;
  /** The one sandbox clock: `created` timestamps, card expiry and the 24 h key retention follow it. */
  clock?: SandboxClock;
  /** Where intents, methods, charges, refunds and idempotency answers live (memory by default). */
  store?: StripeStore;
  /** Fault injection: called before each request; it can delay, fail or drop it. */
  beforeRequest?: BeforeRequest;
  /** Keys the idempotency fingerprints. Random by default; a persistent store needs a fixed one. */
  secret?: string;
  /** Where its events are sent, signed with the endpoint's `whsec_` secret (none by default). */
  webhookEndpoint?: WebhookEndpoint;
  /** The waits between delivery attempts (webhooks.ts RETRY_DELAYS_MS). */
  webhookRetryDelaysMs?: number[];
}

export interface RunningStripeSandbox {
  port: number;
  /** `http://127.0.0.1:PORT` */
  origin: string;
  close(): Promise<void>;
}

export interface StripeSandbox {
  /** The one secret API key this sandbox accepts. */
  readonly key: string;
  /** Its publishable key: accepted only where Stripe.js uses one (creating a card PaymentMethod, reading an intent by its client secret). */
  readonly publishableKey: string;
  /** Its own loopback server: the stripe SDK always requests /v1/... at the root of its host. */
  listen(port?: number, host?: string): Promise<RunningStripeSandbox>;
  /** Calls per endpoint since the last reset: 'POST /v1/payment_intents/:id/capture': 1, and '… (replayed)' for key replays. */
  stats(): Record<string, number>;
  resetStats(): void;
  setBeforeRequest(hook: BeforeRequest | undefined): void;
  readonly store: StripeStore;
  /** The express app, for supertest. */
  readonly app: Express;
  /** Sends every later event to this endpoint (null: to none), as a Stripe webhook endpoint. */
  setWebhookEndpoint(endpoint: WebhookEndpoint | null): void;
  webhookEndpoint(): WebhookEndpoint | null;
  /** Attempts every waiting retry now and resolves when no delivery is on the way (tests: no waiting on wall time). */
  flushWebhooks(): Promise<void>;
  /** Every delivery attempt, oldest first. */
  deliveries(): WebhookDelivery[];
  /** Cancels ('automatic') the authorizations past their capture_before by the sandbox clock, as Stripe does after 7 days. */
  expireAuthorizations(): number;
  /** Fails now the refunds to the refund-fail card (4000 0000 0000 5126) that have not failed yet. */
  settleRefunds(): number;
}

/** An offline Stripe v1 API (the subset the portal uses) for the real SDK and curl. */
export const createStripeSandbox = ({
  key = randomStripeSandboxKey(),
  publishableKey = randomStripeSandboxPublishableKey(),
  clock = createSandboxClock(),
  store: raw = createMemoryStore(),
  beforeRequest,
  secret = randomBytes(32).toString('hex'),
  webhookEndpoint,
  webhookRetryDelaysMs,
}: StripeSandboxOptions = {}): StripeSandbox => {
  if (!/^pk_test_[A-Za-z0-9_]{1,200}$/.test(publishableKey))
    throw new Error('The Stripe sandbox publishable key must be pk_test_ followed by letters, digits or _');
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const cardFingerprint = cardFingerprintWith(secret);
  const webhooks = createWebhookSender({ events: raw.events, retryDelaysMs: webhookRetryDelaysMs });
  webhooks.setEndpoint(webhookEndpoint ?? null);
  const eventLog = createEventLog({
    events: raw.events,
    nowSeconds,
    apiVersion: Stripe.API_VERSION,
    endpoints: () => (webhooks.endpoint() ? 1 : 0),
    onEvent: webhooks.send,
  });
  const chargeOf = (id: unknown) => (typeof id === 'string' ? raw.charges.get(id) : undefined);
  const lifecycle = createLifecycle({ store: () => store, raw, nowSeconds, cardFingerprint });
  const store = observeStore(raw, {
    intentSaved: (previous, next) => {
      lifecycle.intentSaved(next);
      eventLog.record(intentEvents(previous, next, chargeOf(next.latest_charge)));
    },
    refundSaved: (previous, next) => {
      lifecycle.refundSaved(next);
      eventLog.record(refundEvents(previous, next, chargeOf(next.charge)));
    },
    intentNow: lifecycle.intentNow,
    refundNow: lifecycle.refundNow,
  });
  const context: SandboxContext = { store, clock, nowSeconds, cardFingerprint };
  const counts = new Map<string, number>();
  const counter: Counter = {
    count: (name) => {
      const next = (counts.get(name) ?? 0) + 1;
      counts.set(name, next);
      return next;
    },
  };
  let hook = beforeRequest;
  const authenticate = createAuthenticator(key, publishableKey);
  const deps = {
    idempotency: createIdempotency(store, clock, secret),
    counter,
    beforeRequest: () => hook,
    apiVersion: Stripe.API_VERSION,
    authenticate,
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(express.text({ type: () => true, limit: '1mb' }));
  app.use('/v1', apiCors);
  // The request each event comes from (event.request): its Request-Id (set by the pipeline) and key.
  app.use((req, res, next) =>
    withinRequest(
      () => ({
        id: (res.getHeader('Request-Id') as string | undefined) ?? null,
        idempotency_key: req.get('idempotency-key') || null,
      }),
      next,
    ),
  );
  for (const route of [
    ...paymentMethodRoutes(context),
    ...paymentIntentRoutes(context),
    ...refundRoutes(context),
    ...chargeRoutes(context),
    sourceCancelRoute(context),
    ...eventRoutes(store.events),
  ]) {
    if (route.method === 'GET') app.get(route.path, routeHandler(route, deps));
    else app.post(route.path, routeHandler(route, deps));
  }
  const threeDSecure = threeDSecureHandlers(context, counter);
  app.get('/sandbox/3ds/:id', threeDSecure.show);
  app.post('/sandbox/3ds/:id', threeDSecure.answer);
  registerBrowserRoutes(app, context);
  app.use((req) => {
    counter.count('unrecognized');
    authenticate(req.get('authorization'), undefined);
    throw unrecognizedUrl(req.method, req.path);
  });
  app.use(stripeErrorHandler);

  const listen = (port = DEFAULT_STRIPE_SANDBOX_PORT, host = '127.0.0.1') =>
    new Promise<RunningStripeSandbox>((resolve, reject) => {
      const server = createServer(app);
      server.once('error', reject);
      server.listen(port, host, () => {
        const { port: bound } = server.address() as AddressInfo;
        const tick = setInterval(() => {
          lifecycle.expireAuthorizations();
          lifecycle.failDueRefunds();
        }, TICK_MS).unref();
        resolve({
          port: bound,
          origin: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
          close: () =>
            new Promise<void>((done) => {
              clearInterval(tick);
              server.closeAllConnections();
              server.close(() => done());
            }),
        });
      });
    });

  return {
    key,
    publishableKey,
    listen,
    stats: () => Object.fromEntries(counts),
    resetStats: () => counts.clear(),
    setBeforeRequest: (next) => {
      hook = next;
    },
    store,
    app,
    setWebhookEndpoint: webhooks.setEndpoint,
    webhookEndpoint: webhooks.endpoint,
    flushWebhooks: webhooks.flush,
    deliveries: webhooks.deliveries,
    expireAuthorizations: lifecycle.expireAuthorizations,
    settleRefunds: lifecycle.settleRefunds,
  };
};
