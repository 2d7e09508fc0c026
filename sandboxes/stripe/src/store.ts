import type Stripe from 'stripe';
import type { CardBehaviour } from './testCards';

/** A PaymentMethod as Stripe shows it (brand, last 4, expiry) and what its test card does. */
export interface StoredPaymentMethod {
  method: Stripe.PaymentMethod;
  behaviour: CardBehaviour;
}

/** The first answer given for an Idempotency-Key, replayed byte for byte. */
export interface IdempotencyRecord {
  /** HMAC of method, path and parameters: never the parameters themselves (they may hold a card). */
  fingerprint: string;
  /** Sandbox-clock milliseconds. */
  storedAt: number;
  /** The Request-Id of the first answer, sent back as Original-Request on replays. */
  requestId: string;
  status: number;
  body: string;
}

export interface Collection<T> {
  get(id: string): T | undefined;
  set(id: string, value: T): void;
  delete(id: string): void;
  /** Oldest first. */
  entries(): [string, T][];
}

export interface StripeStoreSnapshot {
  paymentMethods: Record<string, StoredPaymentMethod>;
  paymentIntents: Record<string, Stripe.PaymentIntent>;
  charges: Record<string, Stripe.Charge>;
  refunds: Record<string, Stripe.Refund>;
  idempotency: Record<string, IdempotencyRecord>;
  events: Record<string, Stripe.EventBase>;
}

/**
 * Where the sandbox keeps its objects. Synchronous on purpose: a request's work runs start to
 * finish without interleaving, which is what makes "capture once" and key replay atomic. A
 * persistent store should load its snapshot at start and write through on every `set`.
 * Values go in and come out as copies: change an object, then `set` it.
 */
export interface StripeStore {
  paymentMethods: Collection<StoredPaymentMethod>;
  paymentIntents: Collection<Stripe.PaymentIntent>;
  charges: Collection<Stripe.Charge>;
  refunds: Collection<Stripe.Refund>;
  idempotency: Collection<IdempotencyRecord>;
  /** The events the changes above made (GET /v1/events, webhooks), oldest first. */
  events: Collection<Stripe.EventBase>;
  snapshot(): StripeStoreSnapshot;
}

const memoryCollection = <T>(initial: Record<string, T> = {}): Collection<T> & { dump(): Record<string, T> } => {
  const items = new Map<string, T>(Object.entries(structuredClone(initial)));
  return {
    get: (id) => {
      const value = items.get(id);
      return value === undefined ? undefined : structuredClone(value);
    },
    set: (id, value) => {
      items.set(id, structuredClone(value));
    },
    delete: (id) => {
      items.delete(id);
    },
    entries: () => [...items].map(([id, value]) => [id, structuredClone(value)]),
    dump: () => structuredClone(Object.fromEntries(items)),
  };
};

export const createMemoryStore = (snapshot?: Partial<StripeStoreSnapshot>): StripeStore => {
  const paymentMethods = memoryCollection(snapshot?.paymentMethods);
  const paymentIntents = memoryCollection(snapshot?.paymentIntents);
  const charges = memoryCollection(snapshot?.charges);
  const refunds = memoryCollection(snapshot?.refunds);
  const idempotency = memoryCollection(snapshot?.idempotency);
  const events = memoryCollection(snapshot?.events);
  return {
    paymentMethods,
    paymentIntents,
    charges,
    refunds,
    idempotency,
    events,
    snapshot: () => ({
      paymentMethods: paymentMethods.dump(),
      paymentIntents: paymentIntents.dump(),
      charges: charges.dump(),
      refunds: refunds.dump(),
      idempotency: idempotency.dump(),
      events: events.dump(),
    }),
  };
};
