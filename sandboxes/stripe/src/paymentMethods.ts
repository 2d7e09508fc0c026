import type Stripe from 'stripe';
import { readRawCard, summarizeCard, testCardSummary, type CardSummary, type RawCard } from './cards';
import { invalidRequest, parameterMissing, rawCardRefused, resourceMissing } from './errors';
import { newId } from './ids';
import type { Params } from './params';
import { ok, type Route, type SandboxContext } from './route';
import type { StoredPaymentMethod } from './store';
import { TEST_PAYMENT_METHODS } from './testCards';

/** `payment_method_data` of an intent, or the body of POST /v1/payment_methods. */
export interface PaymentMethodInput {
  card: RawCard;
  billingDetails: Stripe.PaymentMethod.BillingDetails;
  metadata: Record<string, string>;
}

const readBillingDetails = (billing: Params | undefined): Stripe.PaymentMethod.BillingDetails => {
  billing?.allowOnly(['name', 'email', 'phone', 'address', 'tax_id']);
  const address = billing?.object('address')?.allowOnly(['city', 'country', 'line1', 'line2', 'postal_code', 'state']);
  const text = (params: Params | undefined, key: string) => params?.string(key) || null;
  return {
    address: address
      ? {
          city: text(address, 'city'),
          country: text(address, 'country'),
          line1: text(address, 'line1'),
          line2: text(address, 'line2'),
          postal_code: text(address, 'postal_code'),
          state: text(address, 'state'),
        }
      : null,
    email: text(billing, 'email'),
    name: text(billing, 'name'),
    phone: text(billing, 'phone'),
    tax_id: text(billing, 'tax_id'),
  };
};

/**
 * A card number sent with the secret key is refused, as Stripe refuses it: only Stripe.js (the
 * publishable key, from the sandbox's own card frame) may send one. Test methods (pm_card_visa …)
 * and methods made that way are what the secret key uses.
 */
export const refuseRawCard = (params: Params): void => {
  if (params.object('card')?.has('number')) throw rawCardRefused();
};

/** Reads a card payment method's fields; `extra` lists what else the caller's hash may hold. */
export const readPaymentMethodInput = (params: Params, extra: readonly string[] = []): PaymentMethodInput => {
  params.allowOnly(['type', 'card', 'billing_details', 'metadata', ...extra]);
  const type = params.string('type', { required: true });
  if (type !== 'card')
    throw invalidRequest(`The sandbox supports card payment methods only, not '${type}'.`, {
      param: params.name('type'),
      code: 'payment_method_unsupported_type',
    });
  const card = params.object('card');
  if (!card) throw parameterMissing(params.name('card'));
  return {
    card: readRawCard(card),
    billingDetails: readBillingDetails(params.object('billing_details')),
    metadata: params.metadata() ?? {},
  };
};

const methodOf = (
  id: string,
  card: CardSummary,
  fingerprint: string,
  billingDetails: Stripe.PaymentMethod.BillingDetails,
  metadata: Record<string, string>,
  created: number,
): Stripe.PaymentMethod => ({
  id,
  object: 'payment_method',
  allow_redisplay: 'unspecified',
  billing_details: billingDetails,
  card: {
    brand: card.brand,
    checks: {
      address_line1_check: null,
      address_postal_code_check: null,
      cvc_check: card.cvcProvided ? 'unchecked' : null,
    },
    country: card.country,
    display_brand: card.brand,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    fingerprint,
    funding: card.funding,
    generated_from: null,
    last4: card.last4,
    networks: { available: [card.brand], preferred: null },
    regulated_status: 'unregulated',
    three_d_secure_usage: { supported: true },
    wallet: null,
  },
  created,
  customer: null,
  customer_account: null,
  livemode: false,
  metadata,
  type: 'card',
});

const NO_BILLING_DETAILS: Stripe.PaymentMethod.BillingDetails = {
  address: null,
  email: null,
  name: null,
  phone: null,
  tax_id: null,
};

const build = (
  context: SandboxContext,
  card: CardSummary,
  digits: string,
  billingDetails = NO_BILLING_DETAILS,
  metadata: Record<string, string> = {},
): StoredPaymentMethod => ({
  method: methodOf(newId('pm'), card, context.cardFingerprint(digits), billingDetails, metadata, context.nowSeconds()),
  behaviour: card.behaviour,
});

const save = (context: SandboxContext, stored: StoredPaymentMethod): StoredPaymentMethod => {
  context.store.paymentMethods.set(stored.method.id, stored);
  return stored;
};

const testPaymentMethod = (context: SandboxContext, id: string): StoredPaymentMethod | undefined => {
  const testNumber = TEST_PAYMENT_METHODS[id];
  return testNumber ? build(context, testCardSummary(testNumber, context.clock.now()), testNumber) : undefined;
};

/** Checks the card (402 card_error when Stripe would refuse it) and keeps only its summary. */
export const createPaymentMethod = (context: SandboxContext, input: PaymentMethodInput): StoredPaymentMethod =>
  save(
    context,
    build(
      context,
      summarizeCard(input.card, context.clock.now()),
      input.card.number,
      input.billingDetails,
      input.metadata,
    ),
  );

/**
 * A stored method, or a fresh one for a test id (pm_card_visa …): Stripe too gives an intent a
 * new pm_ id cloned from the test method rather than the test id itself.
 */
export const resolvePaymentMethod = (context: SandboxContext, id: string, param: string): StoredPaymentMethod => {
  const test = testPaymentMethod(context, id);
  if (test) return save(context, test);
  const stored = context.store.paymentMethods.get(id);
  if (!stored) throw resourceMissing('payment_method', id, param);
  return stored;
};

export const paymentMethodRoutes = (context: SandboxContext): Route[] => [
  {
    method: 'POST',
    path: '/v1/payment_methods',
    // Stripe.js's createPaymentMethod: the card goes from Stripe's frame straight to Stripe.
    publishable: true,
    handle: ({ params, keyKind }) => {
      if (keyKind === 'secret') refuseRawCard(params);
      const input = readPaymentMethodInput(params, ['expand']);
      params.expand([]);
      return () => ok(createPaymentMethod(context, input).method);
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_methods/:id',
    handle: ({ id, params }) => {
      params.allowOnly(['expand']).expand([]);
      return () => {
        // A test id reads as its template (not kept): only an intent that uses it makes a copy.
        const test = testPaymentMethod(context, id);
        if (test) return ok({ ...test.method, id });
        const stored = context.store.paymentMethods.get(id);
        if (!stored) throw resourceMissing('payment_method', id, 'payment_method');
        return ok(stored.method);
      };
    },
  },
];
