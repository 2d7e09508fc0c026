export {
  createStripeSandbox,
  DEFAULT_STRIPE_SANDBOX_PORT,
  type RunningStripeSandbox,
  type StripeSandbox,
  type StripeSandboxOptions,
} from './server';
export type { BeforeRequest, Fault, SandboxRequest } from './faults';
export { createMemoryStore, type Collection, type IdempotencyRecord, type StoredPaymentMethod, type StripeStore, type StripeStoreSnapshot } from './store';
export { IDEMPOTENCY_TTL_MS } from './idempotency';
export { TEST_CARDS, TEST_PAYMENT_METHODS, testPaymentMethodFor, type CardBehaviour } from './testCards';
