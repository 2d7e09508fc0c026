import type Stripe from 'stripe';

/** The `error` object of a Stripe v1 answer, as the SDK reads it into a StripeError. */
export type StripeErrorBody = Omit<
  Stripe.StripeRawError,
  'headers' | 'statusCode' | 'requestId' | 'detail' | 'exception'
> & {
  type: Stripe.RawErrorType;
  message: string;
};

/** Thrown by the handlers; the server turns it into Stripe's `{ error }` answer with this status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorBody,
  ) {
    super(error.message);
  }
}

export const docUrl = (code: string): string => `https://docs.stripe.com/error-codes/${code.replaceAll('_', '-')}`;

interface InvalidRequestOptions {
  param?: string;
  code?: string;
  status?: number;
  paymentIntent?: Stripe.PaymentIntent;
}

export const invalidRequest = (
  message: string,
  { param, code, status = 400, paymentIntent }: InvalidRequestOptions = {},
): StripeApiError =>
  new StripeApiError(status, {
    type: 'invalid_request_error',
    message,
    ...(code && { code, doc_url: docUrl(code) }),
    ...(param && { param }),
    ...(paymentIntent && { payment_intent: paymentIntent }),
  });

export const parameterMissing = (param: string): StripeApiError =>
  invalidRequest(`Missing required param: ${param}.`, { param, code: 'parameter_missing' });

export const parameterUnknown = (param: string): StripeApiError =>
  invalidRequest(`Received unknown parameter: ${param} (the Stripe sandbox does not implement it)`, {
    param,
    code: 'parameter_unknown',
  });

export const parametersExclusive = (...params: string[]): StripeApiError =>
  invalidRequest(`You may only specify one of these parameters: ${params.join(', ')}.`, {
    param: params[0],
    code: 'parameters_exclusive',
  });

export type ResourceKind = 'payment_intent' | 'payment_method' | 'charge' | 'refund' | 'event';

export const resourceMissing = (kind: ResourceKind, id: string, param: string): StripeApiError =>
  invalidRequest(`No such ${kind}: '${id}'`, { param, code: 'resource_missing', status: 404 });

export const unexpectedState = (message: string, paymentIntent: Stripe.PaymentIntent): StripeApiError =>
  invalidRequest(message, { code: 'payment_intent_unexpected_state', paymentIntent });

/** A card refused when its details are read (number, expiry, CVC format): nothing is created. */
export const cardInputError = (code: string, message: string, param: string): StripeApiError =>
  new StripeApiError(402, { type: 'card_error', code, message, param, doc_url: docUrl(code) });

const AUTH_HELP =
  'See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.';

export const missingApiKey = (): StripeApiError =>
  invalidRequest(
    `You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). ${AUTH_HELP}`,
    { status: 401 },
  );

const maskKey = (key: string): string => {
  const prefix = /^[a-z]+_(?:test|live)_/.exec(key)?.[0] ?? '';
  return `${prefix}${'*'.repeat(Math.max(4, key.length - prefix.length - 4))}${key.slice(-4)}`;
};

export const invalidApiKey = (key: string): StripeApiError =>
  invalidRequest(`Invalid API Key provided: ${maskKey(key)}`, { status: 401 });

/** Stripe's answer to a publishable key anywhere Stripe.js does not use it (the SDK's StripeAuthenticationError). */
export const publishableKeyRefused = (): StripeApiError =>
  invalidRequest(
    'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
    { status: 401 },
  );

/**
 * Stripe's answer, in test mode, to a card number sent with the secret key by an account without
 * raw card data access (every ordinary account): collect cards with Stripe.js instead.
 */
export const rawCardRefused = (): StripeApiError =>
  invalidRequest(
    'Sending credit card numbers directly to the Stripe API is generally unsafe. We suggest you use test tokens that map to the test card you are using, see https://stripe.com/docs/testing. To enable raw card data APIs in test mode, see https://support.stripe.com/questions/enabling-access-to-raw-card-data-apis.',
    { status: 402 },
  );

export const clientSecretMismatch = (): StripeApiError =>
  invalidRequest('The client_secret provided does not match the client_secret associated with the PaymentIntent.', {
    param: 'client_secret',
    code: 'payment_intent_invalid_parameter',
  });

export const idempotencyMismatch = (key: string): StripeApiError =>
  new StripeApiError(400, {
    type: 'idempotency_error',
    message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  });

export const unrecognizedUrl = (method: string, path: string): StripeApiError =>
  invalidRequest(
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    {
      status: 404,
    },
  );

/** Amounts in Stripe's messages: `$0.50`, `€12.00`, `¥500`. */
export const formatAmount = (amount: number, currency: string): string => {
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${amount} ${currency}`;
  }
};
