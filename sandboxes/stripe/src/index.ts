export {
  createStripeSandbox,
  DEFAULT_STRIPE_SANDBOX_PORT,
  type RunningStripeSandbox,
  type StripeSandbox,
  type StripeSandboxOptions,
} from './server';
export type { BeforeRequest, Fault, SandboxRequest } from './faults';
export {
  createMemoryStore,
  type Collection,
  type IdempotencyRecord,
  type StoredPaymentMethod,
  type StripeStore,
  type StripeStoreSnapshot,
} from './store';
export { IDEMPOTENCY_TTL_MS } from './idempotency';
export { TEST_CARDS, TEST_PAYMENT_METHODS, testPaymentMethodFor, type CardBehaviour } from './testCards';
export {
  randomWebhookSecret,
  signatureHeader,
  RETRY_DELAYS_MS,
  WEBHOOK_SECRET_PATTERN,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './webhooks';
export { AUTHORIZATION_VALID_SECONDS, REFUND_FAILS_AFTER_SECONDS } from './lifecycle';
export type { SandboxEvent } from './events';
