import type Stripe from 'stripe';
import { findCharge, updateCharge } from './charges';
import { formatAmount, invalidRequest, resourceMissing } from './errors';
import { newId } from './ids';
import { findIntent, intentView } from './intents';
import type { Params } from './params';
import { listPage, ok, type Route, type SandboxContext } from './route';

const REFUND_EXPANSIONS = ['charge', 'payment_intent'] as const;

const refundView = (context: SandboxContext, refund: Stripe.Refund, expand: readonly string[]): Stripe.Refund => ({
  ...refund,
  ...(expand.includes('charge') &&
    typeof refund.charge === 'string' && { charge: context.store.charges.get(refund.charge) ?? refund.charge }),
  ...(expand.includes('payment_intent') &&
    typeof refund.payment_intent === 'string' && {
      payment_intent: context.store.paymentIntents.get(refund.payment_intent) ?? refund.payment_intent,
    }),
});

/** The captured charge a refund draws on, found from `payment_intent` or `charge`. */
const chargeToRefund = (
  context: SandboxContext,
  intentId: string | undefined,
  chargeId: string | undefined,
): Stripe.Charge => {
  const intent = intentId ? findIntent(context, intentId, 'payment_intent') : undefined;
  const charge = chargeId
    ? findCharge(context, chargeId, 'charge')
    : typeof intent?.latest_charge === 'string'
      ? findCharge(context, intent.latest_charge, 'charge')
      : undefined;
  if (intent && charge && charge.payment_intent !== intent.id) {
    throw invalidRequest(`Charge ${charge.id} does not belong to PaymentIntent ${intent.id}.`, { param: 'charge' });
  }
  if (!charge || !charge.captured || charge.status !== 'succeeded') {
    const message = intent
      ? `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`
      : `Charge ${chargeId} has not been captured: cancel its PaymentIntent to release the authorization instead.`;
    throw invalidRequest(message, {
      param: intent ? 'payment_intent' : 'charge',
      code: 'charge_not_refundable',
      ...(intent && { paymentIntent: intentView(context, intent) }),
    });
  }
  return charge;
};

const createRefund: (context: SandboxContext) => Route['handle'] =
  (context) =>
  ({ params }) => {
    params.allowOnly(['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
    const intentId = params.string('payment_intent') || undefined;
    const chargeId = params.string('charge') || undefined;
    if (!intentId && !chargeId)
      throw invalidRequest(
        'One of the following params should be provided for this request: payment_intent or charge.',
        { code: 'parameter_missing', param: 'payment_intent' },
      );
    const amount = params.integer('amount', { min: 1 });
    const reason = params.oneOf('reason', ['duplicate', 'fraudulent', 'requested_by_customer']) ?? null;
    const metadata = params.metadata() ?? {};
    const expand = params.expand(REFUND_EXPANSIONS);
    return () => {
      const charge = chargeToRefund(context, intentId, chargeId);
      const remaining = charge.amount_captured - charge.amount_refunded;
      if (remaining <= 0)
        throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
      const refunded = amount ?? remaining;
      if (refunded > remaining) {
        throw invalidRequest(
          `Refund amount (${formatAmount(refunded, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, charge.currency)})`,
          { param: 'amount', code: 'amount_too_large' },
        );
      }
      updateCharge(context, charge.id, (current) => ({
        amount_refunded: current.amount_refunded + refunded,
        refunded: current.amount_refunded + refunded >= current.amount_captured,
      }));
      const refund: Stripe.Refund = {
        id: newId('re'),
        object: 'refund',
        amount: refunded,
        balance_transaction: newId('txn'),
        charge: charge.id,
        created: context.nowSeconds(),
        currency: charge.currency,
        customer: null,
        customer_account: null,
        destination_details: {
          type: 'card',
          card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
        },
        metadata,
        payment_intent: charge.payment_intent,
        payment_method: charge.payment_method,
        reason,
        receipt_number: null,
        source_transfer_reversal: null,
        status: 'succeeded',
        transfer_reversal: null,
      };
      context.store.refunds.set(refund.id, refund);
      return ok(refundView(context, refund, expand));
    };
  };

const listRefunds = (context: SandboxContext, params: Params) => {
  const intentId = params.string('payment_intent');
  const chargeId = params.string('charge');
  const refunds = context.store.refunds
    .entries()
    .map(([, refund]) => refund)
    .filter((refund) => (!intentId || refund.payment_intent === intentId) && (!chargeId || refund.charge === chargeId));
  return listPage(refunds, params, 'refund', '/v1/refunds');
};

export const refundRoutes = (context: SandboxContext): Route[] => [
  { method: 'POST', path: '/v1/refunds', handle: createRefund(context) },
  {
    method: 'GET',
    path: '/v1/refunds',
    handle: ({ params }) => {
      params.allowOnly(['payment_intent', 'charge', 'limit', 'starting_after', 'ending_before']);
      return () => ok(listRefunds(context, params));
    },
  },
  {
    method: 'GET',
    path: '/v1/refunds/:id',
    handle: ({ id, params }) => {
      params.allowOnly(['expand']);
      const expand = params.expand(REFUND_EXPANSIONS);
      return () => {
        const refund = context.store.refunds.get(id);
        if (!refund) throw resourceMissing('refund', id, 'id');
        return ok(refundView(context, refund, expand));
      };
    },
  },
];
