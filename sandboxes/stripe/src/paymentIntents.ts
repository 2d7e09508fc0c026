import type Stripe from 'stripe';
import { attemptPayment, redirectCheck } from './confirmation';
import { invalidRequest, parameterMissing, parametersExclusive, unexpectedState } from './errors';
import { checkAmount, findIntent, INTENT_EXPANSIONS, intentView, newIntent, readCurrency, saveIntent } from './intents';
import { intentActionRoutes } from './intentActions';
import type { Params } from './params';
import {
  createPaymentMethod,
  readPaymentMethodInput,
  refuseRawCard,
  resolvePaymentMethod,
  type PaymentMethodInput,
} from './paymentMethods';
import { listPage, ok, type Route, type SandboxContext } from './route';
import { checkClientSecret, publishableIntentView } from './publishable';
import type { StoredPaymentMethod } from './store';

// allowed_payment_method_types is the name in stripe 23's API version; payment_method_types is
// the older one, still sent by curl examples and older clients: both are read.
const CREATE_PARAMS = [
  'amount',
  'currency',
  'capture_method',
  'confirm',
  'payment_method',
  'payment_method_data',
  'allowed_payment_method_types',
  'payment_method_types',
  'automatic_payment_methods',
  'return_url',
  'metadata',
  'description',
  'receipt_email',
  'statement_descriptor',
  'statement_descriptor_suffix',
  'error_on_requires_action',
  'off_session',
  'use_stripe_sdk',
  'expand',
] as const;

const CONFIRM_PARAMS = [
  'payment_method',
  'payment_method_data',
  'return_url',
  'capture_method',
  'error_on_requires_action',
  'off_session',
  'use_stripe_sdk',
  'expand',
] as const;

/** off_session (true, one_off, recurring) or error_on_requires_action: no customer is there to authenticate. */
const readFailOnAction = (params: Params): boolean => {
  const offSession = params.oneOf('off_session', ['true', 'false', 'one_off', 'recurring']);
  params.boolean('use_stripe_sdk');
  return (params.boolean('error_on_requires_action') ?? false) || (offSession !== undefined && offSession !== 'false');
};

/** `payment_method` (an id) or `payment_method_data` (a card): at most one. */
export interface MethodChoice {
  id?: string;
  data?: PaymentMethodInput;
}

export const readMethodChoice = (params: Params): MethodChoice => {
  const id = params.string('payment_method') || undefined;
  const dataParams = params.object('payment_method_data');
  // Intents take the secret key only: a card number in payment_method_data is always refused.
  if (dataParams) refuseRawCard(dataParams);
  if (id && dataParams) throw parametersExclusive('payment_method', 'payment_method_data');
  return { id, data: dataParams && readPaymentMethodInput(dataParams) };
};

/** Creates or looks up the chosen method; a bad card is a 402 here, before the intent changes. */
export const methodFor = (context: SandboxContext, choice: MethodChoice): StoredPaymentMethod | undefined => {
  if (choice.data) return createPaymentMethod(context, choice.data);
  if (choice.id) return resolvePaymentMethod(context, choice.id, 'payment_method');
  return undefined;
};

interface MethodTypes {
  allowed: string[] | null;
  automatic: Stripe.PaymentIntent.AutomaticPaymentMethods | null;
}

/** A list of method types, or automatic methods (Stripe's default when neither is given). */
const readMethodTypes = (params: Params): MethodTypes => {
  if (params.has('allowed_payment_method_types') && params.has('payment_method_types'))
    throw parametersExclusive('allowed_payment_method_types', 'payment_method_types');
  const typesParam = params.has('payment_method_types') ? 'payment_method_types' : 'allowed_payment_method_types';
  const types = params.list(typesParam);
  const automatic = params.object('automatic_payment_methods')?.allowOnly(['enabled', 'allow_redirects']);
  if (types?.length && automatic) throw parametersExclusive('automatic_payment_methods', typesParam);
  const unsupported = types?.find((type) => type !== 'card');
  if (unsupported)
    throw invalidRequest(`The payment method type "${unsupported}" is not supported by the sandbox: use card.`, {
      param: typesParam,
      code: 'payment_intent_invalid_parameter',
    });
  if (types?.length) return { allowed: types, automatic: null };
  if (!automatic) return { allowed: null, automatic: { enabled: true } };
  const enabled = automatic.boolean('enabled');
  if (enabled === undefined) throw parameterMissing(automatic.name('enabled'));
  const allowRedirects = automatic.oneOf('allow_redirects', ['always', 'never']);
  return { allowed: null, automatic: { enabled, ...(allowRedirects && { allow_redirects: allowRedirects }) } };
};

const text = (params: Params, key: string, max = 5000): string | null => params.string(key, { max }) || null;

const createIntent: (context: SandboxContext) => Route['handle'] =
  (context) =>
  ({ params, origin }) => {
    params.allowOnly(CREATE_PARAMS);
    const amount = params.integer('amount', { required: true, min: 1 }) ?? 0;
    const currency = readCurrency(params);
    checkAmount(amount, currency);
    const captureMethod =
      params.oneOf('capture_method', ['automatic', 'automatic_async', 'manual']) ?? 'automatic_async';
    const confirm = params.boolean('confirm') ?? false;
    const choice = readMethodChoice(params);
    const methodTypes = readMethodTypes(params);
    const failOnAction = readFailOnAction(params);
    const returnUrl = params.string('return_url') || undefined;
    if (returnUrl && !confirm)
      throw invalidRequest('The parameter return_url can only be passed when confirm is true.', {
        param: 'return_url',
      });
    if (confirm && !choice.id && !choice.data)
      throw invalidRequest('A payment_method or payment_method_data is required when confirm is true.', {
        param: 'payment_method',
        code: 'parameter_missing',
      });
    const redirect = confirm ? redirectCheck(methodTypes.automatic, returnUrl) : undefined;
    if (redirect) throw invalidRequest(redirect, { param: 'return_url' });
    const input = {
      amount,
      currency,
      captureMethod,
      allowedPaymentMethodTypes: methodTypes.allowed,
      automaticPaymentMethods: methodTypes.automatic,
      metadata: params.metadata() ?? {},
      description: text(params, 'description', 1000),
      receiptEmail: text(params, 'receipt_email', 800),
      statementDescriptor: text(params, 'statement_descriptor', 22),
      statementDescriptorSuffix: text(params, 'statement_descriptor_suffix', 22),
    };
    const expand = params.expand(INTENT_EXPANSIONS);
    return () => {
      const method = methodFor(context, choice);
      const intent = saveIntent(context, {
        ...newIntent(context, input),
        ...(method && { status: 'requires_confirmation', payment_method: method.method.id }),
      });
      if (!confirm || !method) return ok(intentView(context, intent, expand));
      return attemptPayment(context, intent, method, { returnUrl, failOnAction, origin, expand });
    };
  };

const CONFIRMABLE: readonly string[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

const confirmIntent: (context: SandboxContext) => Route['handle'] =
  (context) =>
  ({ id, params, origin }) => {
    params.allowOnly(CONFIRM_PARAMS);
    const choice = readMethodChoice(params);
    const failOnAction = readFailOnAction(params);
    const returnUrl = params.string('return_url') || undefined;
    const captureMethod = params.oneOf('capture_method', ['automatic', 'automatic_async', 'manual']);
    const expand = params.expand(INTENT_EXPANSIONS);
    return () => {
      const intent = findIntent(context, id);
      if (!CONFIRMABLE.includes(intent.status)) {
        throw unexpectedState(
          `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(', ')}.`,
          intentView(context, intent),
        );
      }
      const method =
        methodFor(context, choice) ??
        (typeof intent.payment_method === 'string'
          ? context.store.paymentMethods.get(intent.payment_method)
          : undefined);
      if (!method) {
        throw unexpectedState(
          "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
          intentView(context, intent),
        );
      }
      const redirect = redirectCheck(intent.automatic_payment_methods, returnUrl);
      if (redirect) throw invalidRequest(redirect, { param: 'return_url' });
      return attemptPayment(context, { ...intent, capture_method: captureMethod ?? intent.capture_method }, method, {
        returnUrl,
        failOnAction,
        origin,
        expand,
      });
    };
  };

export const paymentIntentRoutes = (context: SandboxContext): Route[] => [
  { method: 'POST', path: '/v1/payment_intents', handle: createIntent(context) },
  {
    method: 'GET',
    path: '/v1/payment_intents',
    handle: ({ params }) => {
      params.allowOnly(['limit', 'starting_after', 'ending_before', 'expand']);
      const expand = params
        .expand(INTENT_EXPANSIONS.map((path) => `data.${path}`))
        .map((path) => path.slice('data.'.length));
      return () => {
        const page = listPage(
          context.store.paymentIntents.entries().map(([, intent]) => intent),
          params,
          'payment_intent',
          '/v1/payment_intents',
        );
        return ok({ ...page, data: page.data.map((intent) => intentView(context, intent, expand)) });
      };
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_intents/:id',
    publishable: true,
    handle: ({ id, params, keyKind }) => {
      params.allowOnly(['expand', 'client_secret']);
      if (keyKind === 'secret') {
        const expand = params.expand(INTENT_EXPANSIONS);
        return () => ok(intentView(context, findIntent(context, id), expand));
      }
      // Stripe.js's retrievePaymentIntent: the client secret is required, and only some fields are shown.
      const clientSecret = params.string('client_secret', { required: true }) ?? '';
      const expand = params.expand(['payment_method']);
      return () => {
        const intent = findIntent(context, id);
        checkClientSecret(intent, clientSecret);
        return ok(publishableIntentView(intentView(context, intent, expand)));
      };
    },
  },
  { method: 'POST', path: '/v1/payment_intents/:id/confirm', handle: confirmIntent(context) },
  ...intentActionRoutes(context),
];
