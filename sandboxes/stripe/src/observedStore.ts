import type Stripe from 'stripe';
import type { Collection, StripeStore } from './store';

export interface StoreObserver {
  intentSaved(previous: Stripe.PaymentIntent | undefined, next: Stripe.PaymentIntent): void;
  refundSaved(previous: Stripe.Refund | undefined, next: Stripe.Refund): void;
  /** The intent as it stands now: Stripe may have changed it on its own since it was kept. */
  intentNow(intent: Stripe.PaymentIntent): Stripe.PaymentIntent;
  refundNow(refund: Stripe.Refund): Stripe.Refund;
}

const observed = <T>(
  inner: Collection<T>,
  saved: (previous: T | undefined, next: T) => void,
  now: (value: T) => T,
): Collection<T> => ({
  get: (id) => {
    const value = inner.get(id);
    return value === undefined ? undefined : now(value);
  },
  set: (id, value) => {
    const previous = inner.get(id);
    inner.set(id, value);
    saved(previous, value);
  },
  delete: (id) => inner.delete(id),
  entries: () => inner.entries().map(([id, value]) => [id, now(value)]),
});

/**
 * The store as the handlers use it: every change to an intent or a refund is seen (and becomes
 * Stripe's events), and every read shows the object as it is now (an authorization past its
 * capture_before is canceled when next read). The handlers need not know about either.
 */
export const observeStore = (inner: StripeStore, observer: StoreObserver): StripeStore => ({
  ...inner,
  paymentIntents: observed(inner.paymentIntents, observer.intentSaved, observer.intentNow),
  refunds: observed(inner.refunds, observer.refundSaved, observer.refundNow),
});
