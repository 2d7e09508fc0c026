import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import Stripe from 'stripe';
import { createSandboxClock, type SandboxClock } from '../clock';
import { createAuthenticator, randomStripeSandboxKey, randomStripeSandboxPublishableKey } from './auth';
import { registerBrowserRoutes } from './browserAssets';
import { chargeRoutes } from './charges';
import { apiCors } from './cors';
import { unrecognizedUrl } from './errors';
import type { BeforeRequest } from './faults';
import { cardFingerprintWith } from './cards';
import { createIdempotency } from './idempotency';
import { paymentIntentRoutes } from './paymentIntents';
import { paymentMethodRoutes } from './paymentMethods';
import { routeHandler, stripeErrorHandler, type Counter } from './pipeline';
import { refundRoutes } from './refunds';
import { sourceCancelRoute } from './sourceCancel';
import type { SandboxContext } from './route';
import { createMemoryStore, type StripeStore } from './store';
import { threeDSecureHandlers } from './threeDSecure';

/** stripe-mock's port: the default when SANDBOX_STRIPE_PORT is not set. */
export const DEFAULT_STRIPE_SANDBOX_PORT = 12111;

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
}

/** An offline Stripe v1 API (the subset the portal uses) for the real SDK and curl. */
export const createStripeSandbox = ({
  key = randomStripeSandboxKey(),
  publishableKey = randomStripeSandboxPublishableKey(),
  clock = createSandboxClock(),
  store = createMemoryStore(),
  beforeRequest,
  secret = randomBytes(32).toString('hex'),
}: StripeSandboxOptions = {}): StripeSandbox => {
  if (!/^pk_test_[A-Za-z0-9_]{1,200}$/.test(publishableKey)) throw new Error('The Stripe sandbox publishable key must be pk_test_ followed by letters, digits or _');
  const context: SandboxContext = { store, clock, nowSeconds: () => Math.floor(clock.now().getTime() / 1000), cardFingerprint: cardFingerprintWith(secret) };
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
  const deps = { idempotency: createIdempotency(store, clock, secret), counter, beforeRequest: () => hook, apiVersion: Stripe.API_VERSION, authenticate };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(express.text({ type: () => true, limit: '1mb' }));
  app.use('/v1', apiCors);
  for (const route of [...paymentMethodRoutes(context), ...paymentIntentRoutes(context), ...refundRoutes(context), ...chargeRoutes(context), sourceCancelRoute(context)]) {
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
        resolve({
          port: bound,
          origin: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
          close: () =>
            new Promise<void>((done) => {
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
  };
};
