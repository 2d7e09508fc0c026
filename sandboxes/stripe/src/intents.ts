import type Stripe from 'stripe';
import { formatAmount, invalidRequest, resourceMissing } from './errors';
import { newClientSecret, newId } from './ids';
import type { Params } from './params';
import type { SandboxContext } from './route';

export const INTENT_EXPANSIONS = ['payment_method', 'latest_charge'] as const;

/** Stripe's smallest charge per currency, in minor units (docs.stripe.com/currencies#minimum-and-maximum-charge-amounts). */
const MINIMUM_AMOUNTS: Record<string, number> = {
  usd: 50,
  eur: 50,
  gbp: 30,
  cad: 50,
  aud: 50,
  nzd: 50,
  chf: 50,
  sgd: 50,
  jpy: 50,
  inr: 50,
  brl: 50,
  dkk: 250,
  nok: 300,
  sek: 300,
  pln: 200,
  czk: 1500,
  huf: 17500,
  hkd: 400,
  mxn: 1000,
  aed: 200,
  thb: 1000,
};
const MAXIMUM_AMOUNT = 99_999_999;

const SUPPORTED_CURRENCIES = new Set(Intl.supportedValuesOf('currency').map((code) => code.toLowerCase()));

export const readCurrency = (params: Params): string => {
  const currency = (params.string('currency', { required: true }) ?? '').toLowerCase();
  if (!SUPPORTED_CURRENCIES.has(currency))
    throw invalidRequest(`Invalid currency: ${currency}.`, { param: 'currency' });
  return currency;
};

export const checkAmount = (amount: number, currency: string): void => {
  const minimum = MINIMUM_AMOUNTS[currency] ?? 50;
  if (amount < minimum) {
    throw invalidRequest(`Amount must be at least ${formatAmount(minimum, currency)} ${currency}`, {
      param: 'amount',
      code: 'amount_too_small',
    });
  }
  if (amount > MAXIMUM_AMOUNT) {
    throw invalidRequest(`Amount must be no more than ${formatAmount(MAXIMUM_AMOUNT, currency)}`, {
      param: 'amount',
      code: 'amount_too_large',
    });
  }
};

export interface NewIntent {
  amount: number;
  currency: string;
  captureMethod: Stripe.PaymentIntent.CaptureMethod;
  allowedPaymentMethodTypes: string[] | null;
  automaticPaymentMethods: Stripe.PaymentIntent.AutomaticPaymentMethods | null;
  metadata: Record<string, string>;
  description: string | null;
  receiptEmail: string | null;
  statementDescriptor: string | null;
  statementDescriptorSuffix: string | null;
}

/** A new PaymentIntent in requires_payment_method, shaped as Stripe answers it. */
export const newIntent = (context: SandboxContext, input: NewIntent): Stripe.PaymentIntent => {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: input.allowedPaymentMethodTypes,
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: input.automaticPaymentMethods,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: input.captureMethod,
    client_secret: newClientSecret(id),
    confirmation_method: 'automatic',
    created: context.nowSeconds(),
    currency: input.currency,
    customer: null,
    customer_account: null,
    description: input.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: input.automaticPaymentMethods
      ? { id: 'pmc_sandbox_default', parent: null }
      : null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: input.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: input.statementDescriptor,
    statement_descriptor_suffix: input.statementDescriptorSuffix,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
};

export const findIntent = (context: SandboxContext, id: string, param = 'intent'): Stripe.PaymentIntent => {
  const intent = context.store.paymentIntents.get(id);
  if (!intent) throw resourceMissing('payment_intent', id, param);
  return intent;
};

export const saveIntent = (context: SandboxContext, intent: Stripe.PaymentIntent): Stripe.PaymentIntent => {
  context.store.paymentIntents.set(intent.id, intent);
  return intent;
};

/** The intent as answered: ids replaced by objects where `expand[]` asked for them. */
export const intentView = (
  context: SandboxContext,
  intent: Stripe.PaymentIntent,
  expand: readonly string[] = [],
): Stripe.PaymentIntent => {
  const view = { ...intent };
  if (expand.includes('payment_method') && typeof intent.payment_method === 'string') {
    view.payment_method = context.store.paymentMethods.get(intent.payment_method)?.method ?? intent.payment_method;
  }
  if (expand.includes('latest_charge') && typeof intent.latest_charge === 'string') {
    view.latest_charge = context.store.charges.get(intent.latest_charge) ?? intent.latest_charge;
  }
  return view;
};
