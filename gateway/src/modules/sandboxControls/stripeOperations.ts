/** The Stripe sandbox's endpoints, named as the stripe SDK names the calls (the fault rules use these names). */
const OPERATIONS: Record<string, string> = {
  'POST /v1/payment_intents': 'paymentIntents.create',
  'GET /v1/payment_intents': 'paymentIntents.list',
  'GET /v1/payment_intents/:id': 'paymentIntents.retrieve',
  'POST /v1/payment_intents/:id/confirm': 'paymentIntents.confirm',
  'POST /v1/payment_intents/:id/capture': 'paymentIntents.capture',
  'POST /v1/payment_intents/:id/cancel': 'paymentIntents.cancel',
  'POST /v1/payment_methods': 'paymentMethods.create',
  'GET /v1/payment_methods/:id': 'paymentMethods.retrieve',
  'POST /v1/refunds': 'refunds.create',
  'GET /v1/refunds': 'refunds.list',
  'GET /v1/refunds/:id': 'refunds.retrieve',
  'GET /v1/charges/:id': 'charges.retrieve',
};

/** 'POST /v1/payment_intents/:id/capture' → 'paymentIntents.capture'; null for anything else. */
export const stripeOperationOf = (route: string): string | null => OPERATIONS[route] ?? null;

export const STRIPE_SANDBOX_ROUTES = Object.keys(OPERATIONS);
