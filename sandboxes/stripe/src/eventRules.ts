import type Stripe from 'stripe';

/** An event before it has an id: its type, the object as it is now, and for updates what changed. */
export interface EventDraft {
  type: Stripe.Event.Type;
  object: object;
  previousAttributes?: Record<string, unknown>;
}

/** What changed from `previous` to `next`, as Stripe's `previous_attributes`: the old values only. */
export const previousAttributes = (previous: object, next: object): Record<string, unknown> => {
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return Object.fromEntries(
    [...keys]
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => [key, before[key] ?? null]),
  );
};

const failedAgain = (previous: Stripe.PaymentIntent | undefined, next: Stripe.PaymentIntent): boolean =>
  Boolean(next.last_payment_error) &&
  (previous?.status !== 'requires_payment_method' ||
    JSON.stringify(previous.last_payment_error) !== JSON.stringify(next.last_payment_error));

/**
 * The events Stripe sends when a PaymentIntent changes: authorized (manual capture) →
 * amount_capturable_updated; paid or captured → succeeded; 3-D Secure asked → requires_action;
 * declined or authentication failed → payment_failed; canceled → canceled, with the charge's own
 * event when it held money: charge.expired when Stripe let the authorization lapse (7 days),
 * charge.refunded when it was released.
 */
export const intentEvents = (
  previous: Stripe.PaymentIntent | undefined,
  next: Stripe.PaymentIntent,
  charge: Stripe.Charge | undefined,
): EventDraft[] => {
  const intent = (type: Stripe.Event.Type): EventDraft => ({ type, object: next });
  if (next.status === 'requires_payment_method')
    return failedAgain(previous, next) ? [intent('payment_intent.payment_failed')] : [];
  if (previous?.status === next.status) return [];
  switch (next.status) {
    case 'requires_capture':
      return [intent('payment_intent.amount_capturable_updated')];
    case 'succeeded':
      return [intent('payment_intent.succeeded')];
    case 'requires_action':
      return [intent('payment_intent.requires_action')];
    case 'canceled': {
      const held = previous?.status === 'requires_capture' && charge;
      const chargeEvent: EventDraft[] = held
        ? [{ type: next.cancellation_reason === 'automatic' ? 'charge.expired' : 'charge.refunded', object: charge }]
        : [];
      return [intent('payment_intent.canceled'), ...chargeEvent];
    }
    default:
      return [];
  }
};

/**
 * The events of a card refund (API version 2024-10-28 and later send refund.* for every refund):
 * made → refund.created and charge.refunded (the charge, its amount_refunded grown); its status
 * changed later → refund.updated and charge.refund.updated, and refund.failed when it failed.
 */
export const refundEvents = (
  previous: Stripe.Refund | undefined,
  next: Stripe.Refund,
  charge: Stripe.Charge | undefined,
): EventDraft[] => {
  if (!previous)
    return [
      { type: 'refund.created', object: next },
      ...(charge ? [{ type: 'charge.refunded' as const, object: charge }] : []),
    ];
  if (previous.status === next.status) return [];
  const changed = previousAttributes(previous, next);
  return [
    { type: 'refund.updated', object: next, previousAttributes: changed },
    { type: 'charge.refund.updated', object: next, previousAttributes: changed },
    ...(next.status === 'failed' ? [{ type: 'refund.failed' as const, object: next }] : []),
  ];
};
