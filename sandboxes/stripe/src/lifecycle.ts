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
  // Charges and methods change no state when read: the store underneath is enough.
  const chargeOf = (id: unknown) => (typeof id === 'string' ? raw.charges.get(id) : undefined);
  /** Authorizations waiting for a capture, by their capture_before; refunds that will fail, by when. */
  const held = new Map<string, number>();
  const failing = new Map<string, number>();

  const captureBefore = (intent: Stripe.PaymentIntent): number =>
    chargeOf(intent.latest_charge)?.payment_method_details?.card?.capture_before ??
    intent.created + AUTHORIZATION_VALID_SECONDS;

  const failsLater = (refund: Stripe.Refund): boolean => {
    const method = chargeOf(refund.charge)?.payment_method;
    return (
      typeof method === 'string' && raw.paymentMethods.get(method)?.method.card?.fingerprint === refundFailFingerprint
    );
  };

  const intentSaved = (intent: Stripe.PaymentIntent): void => {
    if (intent.status === 'requires_capture' && intent.capture_method === 'manual')
      held.set(intent.id, captureBefore(intent));
    else held.delete(intent.id);
  };

  const refundSaved = (refund: Stripe.Refund): void => {
    if (refund.status === 'succeeded' && failsLater(refund))
      failing.set(refund.id, refund.created + REFUND_FAILS_AFTER_SECONDS);
    else failing.delete(refund.id);
  };

  const expire = (intent: Stripe.PaymentIntent): Stripe.PaymentIntent =>
    automatically(() => {
      const charge = chargeOf(intent.latest_charge);
      if (charge) store().charges.set(charge.id, { ...charge, refunded: true, amount_refunded: charge.amount });
      const next: Stripe.PaymentIntent = {
        ...intent,
        status: 'canceled',
        cancellation_reason: 'automatic',
        canceled_at: nowSeconds(),
        amount_capturable: 0,
        next_action: null,
      };
      store().paymentIntents.set(intent.id, next);
      return next;
    });

  const fail = (refund: Stripe.Refund): Stripe.Refund =>
    automatically(() => {
      const charge = chargeOf(refund.charge);
      if (charge) {
        const amountRefunded = Math.max(0, charge.amount_refunded - refund.amount);
        store().charges.set(charge.id, {
          ...charge,
          amount_refunded: amountRefunded,
          refunded: amountRefunded >= charge.amount_captured && amountRefunded > 0,
        });
      }
      const card = refund.destination_details?.card;
      const next: Stripe.Refund = {
        ...refund,
        status: 'failed',
        failure_reason: REFUND_FAILURE_REASON,
        failure_balance_transaction: newId('txn'),
        ...(refund.destination_details &&
          card && {
            destination_details: { ...refund.destination_details, card: { ...card, reference_status: 'unavailable' } },
          }),
      };
      store().refunds.set(refund.id, next);
      return next;
    });

  const intentNow = (intent: Stripe.PaymentIntent): Stripe.PaymentIntent => {
    const due = held.get(intent.id);
    return due !== undefined && intent.status === 'requires_capture' && nowSeconds() >= due ? expire(intent) : intent;
  };

  const refundNow = (refund: Stripe.Refund): Stripe.Refund => {
    const due = failing.get(refund.id);
    return due !== undefined && refund.status === 'succeeded' && nowSeconds() >= due ? fail(refund) : refund;
  };

  /** Applies `now` to each tracked object whose time has come (or every one, with `always`); returns how many changed. */
  const settleTracked = <T>(
    tracked: Map<string, number>,
    read: (id: string) => T | undefined,
    now: (value: T) => T,
    always = false,
  ): number => {
    let changed = 0;
    for (const [id, due] of [...tracked]) {
      const value = always || nowSeconds() >= due ? read(id) : undefined;
      if (value !== undefined && now(value) !== value) changed += 1;
    }
    return changed;
  };

  // A store loaded from a snapshot may already hold authorizations and refunds to watch.
  for (const [, intent] of raw.paymentIntents.entries()) intentSaved(intent);
  for (const [, refund] of raw.refunds.entries()) refundSaved(refund);

  return {
    intentSaved,
    refundSaved,
    intentNow,
    refundNow,
    /** Cancels every authorization past its `capture_before` (by the sandbox clock); returns how many. */
    expireAuthorizations: (): number => settleTracked(held, (id) => raw.paymentIntents.get(id), intentNow),
    /** Fails every refund to the refund-fail card whose time has come (the sandbox's tick); returns how many. */
    failDueRefunds: (): number => settleTracked(failing, (id) => raw.refunds.get(id), refundNow),
    /** Fails now every refund to the refund-fail card that has not failed yet, whatever the clock says; returns how many. */
    settleRefunds: (): number =>
      settleTracked(
        failing,
        (id) => raw.refunds.get(id),
        (refund) => (refund.status === 'succeeded' ? fail(refund) : refund),
        true,
      ),
  };
};

export type Lifecycle = ReturnType<typeof createLifecycle>;
