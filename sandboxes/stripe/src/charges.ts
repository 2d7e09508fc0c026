import type Stripe from 'stripe';
import { resourceMissing } from './errors';
import { newId } from './ids';
import { ok, type Route, type SandboxContext } from './route';
import type { StoredPaymentMethod } from './store';
import type { Decline } from './testCards';

const SEVEN_DAYS = 7 * 24 * 3600;

const outcomeOf = (decline: Decline | undefined): Stripe.Charge.Outcome => {
  const base = { advice_code: null, network_advice_code: null, network_decline_code: null };
  if (!decline) {
    return {
      ...base,
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      risk_score: 32,
      seller_message: 'Payment complete.',
      type: 'authorized',
    };
  }
  if (decline.declineCode === 'fraudulent') {
    return {
      ...base,
      network_status: 'not_sent_to_network',
      reason: 'highest_risk_level',
      risk_level: 'highest',
      risk_score: 95,
      seller_message: 'Stripe blocked this payment as too risky.',
      type: 'blocked',
    };
  }
  return {
    ...base,
    network_status: 'declined_by_network',
    reason: decline.declineCode,
    risk_level: 'normal',
    risk_score: 32,
    seller_message: 'The bank did not return any further details with this decline.',
    type: 'issuer_declined',
  };
};

/** The charge of one payment attempt: authorized (captured or not) or declined. */
export const createCharge = (
  context: SandboxContext,
  intent: Stripe.PaymentIntent,
  stored: StoredPaymentMethod,
  decline?: Decline,
): Stripe.Charge => {
  const card = stored.method.card;
  const created = context.nowSeconds();
  const captured = !decline && intent.capture_method !== 'manual';
  const charge: Stripe.Charge = {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: captured ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: captured ? newId('txn') : null,
    billing_details: stored.method.billing_details,
    calculated_statement_descriptor: intent.statement_descriptor ?? 'FLIGHT PORTAL',
    captured,
    created,
    currency: intent.currency,
    customer: null,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: intent.metadata,
    on_behalf_of: null,
    outcome: outcomeOf(decline),
    paid: !decline,
    payment_intent: intent.id,
    payment_method: stored.method.id,
    payment_method_details: {
      type: 'card',
      card: {
        amount_authorized: decline ? null : intent.amount,
        authorization_code: decline ? null : String(100000 + (created % 900000)),
        brand: card?.brand ?? null,
        ...(intent.capture_method === 'manual' && !decline && { capture_before: created + SEVEN_DAYS }),
        checks: {
          address_line1_check: null,
          address_postal_code_check: null,
          cvc_check: stored.behaviour === 'incorrect_cvc' ? 'fail' : card?.checks?.cvc_check ? 'pass' : null,
        },
        country: card?.country ?? null,
        electronic_commerce_indicator: null,
        exp_month: card?.exp_month ?? 0,
        exp_year: card?.exp_year ?? 0,
        funding: card?.funding ?? null,
        installments: null,
        last4: card?.last4 ?? null,
        mandate: null,
        network: card?.brand ?? null,
        network_transaction_id: decline ? null : String(created),
        regulated_status: 'unregulated',
        three_d_secure: null,
        transaction_link_id: null,
        wallet: null,
      },
    },
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: intent.statement_descriptor,
    statement_descriptor_suffix: intent.statement_descriptor_suffix,
    status: decline ? 'failed' : 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
  context.store.charges.set(charge.id, charge);
  return charge;
};

export const findCharge = (context: SandboxContext, id: string, param: string): Stripe.Charge => {
  const charge = context.store.charges.get(id);
  if (!charge) throw resourceMissing('charge', id, param);
  return charge;
};

/** Applies a change to a kept charge and keeps the result. */
export const updateCharge = (
  context: SandboxContext,
  id: string,
  change: (charge: Stripe.Charge) => Partial<Stripe.Charge>,
): Stripe.Charge => {
  const charge = findCharge(context, id, 'charge');
  const next = { ...charge, ...change(charge) };
  context.store.charges.set(id, next);
  return next;
};

export const chargeRoutes = (context: SandboxContext): Route[] => [
  {
    method: 'GET',
    path: '/v1/charges/:id',
    handle: ({ id, params }) => {
      params.allowOnly(['expand']).expand([]);
      return () => ok(findCharge(context, id, 'id'));
    },
  },
];
