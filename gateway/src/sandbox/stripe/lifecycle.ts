import type Stripe from 'stripe';
import { automatically } from './events';
import { newId } from './ids';
import type { StripeStore } from './store';
import { TEST_PAYMENT_METHODS } from './testCards';

/** Stripe cancels an online card authorization nobody captured after 7 days (`capture_before`). */
export const AUTHORIZATION_VALID_SECONDS = 7 * 24 * 3600;
/** How long a refund to the refund-fail test card looks succeeded before it fails (sandbox clock). */
export const REFUND_FAILS_AFTER_SECONDS = 60;
/** Stripe's 4000 0000 0000 5126: the payment succeeds; a refund starts `succeeded`, then fails. */
const REFUND_FAIL_CARD = TEST_PAYMENT_METHODS.pm_card_refundFail as string;
const REFUND_FAILURE_REASON = 'expired_or_canceled_card';

export interface LifecycleOptions {
  /** The store as handlers see it (its writes make events). */
  store(): StripeStore;
  /** The store underneath, whose reads change nothing. */
  raw: StripeStore;
  nowSeconds(): number;
  cardFingerprint(digits: string): string;
}

/**
 * What Stripe does on its own as time passes: it cancels an authorization still uncaptured at
 * `capture_before` (cancellation_reason 'automatic'), and a refund to the refund-fail card turns
 * from succeeded to failed. Both happen when the object is next read, or when the sandbox's
 * tick or a control call asks.
 */
export const createLifecycle = ({ store, raw, nowSeconds, cardFingerprint }: LifecycleOptions) => {
  const refundFailFingerprint = cardFingerprint(REFUND_FAIL_CARD);
  const chargeOf = (id: unknown) => (typeof id === 'string' ? store().charges.get(id) : undefined);

  const captureBefore = (intent: Stripe.PaymentIntent, charge: Stripe.Charge | undefined): number =>
    charge?.payment_method_details?.card?.capture_before ?? intent.created + AUTHORIZATION_VALID_SECONDS;

  const expire = (intent: Stripe.PaymentIntent, charge: Stripe.Charge | undefined): Stripe.PaymentIntent =>
    automatically(() => {
      if (charge) store().charges.set(charge.id, { ...charge, refunded: true, amount_refunded: charge.amount });
      const next: Stripe.PaymentIntent = { ...intent, status: 'canceled', cancellation_reason: 'automatic', canceled_at: nowSeconds(), amount_capturable: 0, next_action: null };
      store().paymentIntents.set(intent.id, next);
      return next;
    });

  const failsLater = (refund: Stripe.Refund): boolean => {
    const method = chargeOf(refund.charge)?.payment_method;
    return typeof method === 'string' && store().paymentMethods.get(method)?.method.card?.fingerprint === refundFailFingerprint;
  };

  const fail = (refund: Stripe.Refund): Stripe.Refund =>
    automatically(() => {
      const charge = chargeOf(refund.charge);
      if (charge) {
        const amountRefunded = Math.max(0, charge.amount_refunded - refund.amount);
        store().charges.set(charge.id, { ...charge, amount_refunded: amountRefunded, refunded: amountRefunded >= charge.amount_captured && amountRefunded > 0 });
      }
      const card = refund.destination_details?.card;
      const next: Stripe.Refund = {
        ...refund,
        status: 'failed',
        failure_reason: REFUND_FAILURE_REASON,
        failure_balance_transaction: newId('txn'),
        ...(refund.destination_details && card && { destination_details: { ...refund.destination_details, card: { ...card, reference_status: 'unavailable' } } }),
      };
      store().refunds.set(refund.id, next);
      return next;
    });

  const intentNow = (intent: Stripe.PaymentIntent): Stripe.PaymentIntent => {
    if (intent.status !== 'requires_capture' || intent.capture_method !== 'manual') return intent;
    const charge = chargeOf(intent.latest_charge);
    return nowSeconds() >= captureBefore(intent, charge) ? expire(intent, charge) : intent;
  };

  const refundNow = (refund: Stripe.Refund): Stripe.Refund =>
    refund.status === 'succeeded' && nowSeconds() >= refund.created + REFUND_FAILS_AFTER_SECONDS && failsLater(refund) ? fail(refund) : refund;

  return {
    intentNow,
    refundNow,
    /** Cancels every authorization past its `capture_before` (by the sandbox clock); returns how many. */
    expireAuthorizations(): number {
      return raw.paymentIntents.entries().filter(([, intent]) => intentNow(intent) !== intent).length;
    },
    /** Fails every refund to the refund-fail card whose time has come (the sandbox's tick); returns how many. */
    failDueRefunds(): number {
      return raw.refunds.entries().filter(([, refund]) => refundNow(refund) !== refund).length;
    },
    /** Fails now every refund to the refund-fail card that has not failed yet, whatever the clock says; returns how many. */
    settleRefunds(): number {
      const due = raw.refunds.entries().filter(([, refund]) => refund.status === 'succeeded' && failsLater(refund));
      for (const [, refund] of due) fail(refund);
      return due.length;
    },
  };
};

export type Lifecycle = ReturnType<typeof createLifecycle>;
