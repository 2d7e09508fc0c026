import Stripe from 'stripe';
import { createStripeSandbox, type StripeSandboxOptions } from './server';

/** The one key the test sandboxes accept. */
export const TEST_KEY = 'sk_test_unit_tests_key_0123456789';
/** Their publishable key, as a booking page would hand it to Stripe.js. */
export const TEST_PUBLISHABLE_KEY = 'pk_test_unit_tests_key_0123456789';

/** The client exactly as the gateway builds it, pointed at a sandbox port. */
export const stripeClient = (port: number, key = TEST_KEY, config: Stripe.StripeConfig = {}): Stripe =>
  new Stripe(key, {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...config,
  });

/** A sandbox on a free loopback port and the real SDK pointed at it. */
export const startStripeSandbox = async (options: StripeSandboxOptions = {}) => {
  const sandbox = createStripeSandbox({ key: TEST_KEY, publishableKey: TEST_PUBLISHABLE_KEY, ...options });
  const running = await sandbox.listen(0);
  return {
    sandbox,
    running,
    stripe: stripeClient(running.port),
    browser: stripeClient(running.port, TEST_PUBLISHABLE_KEY),
    close: running.close,
  };
};

/** The StripeError a call fails with (the test fails if it succeeds or fails otherwise). */
export const stripeErrorOf = async (call: Promise<unknown>): Promise<Stripe.errors.StripeError> => {
  try {
    await call;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error('expected the SDK to throw a StripeError');
};

/** A card that expires in two years by the given clock time. */
export const rawCard = (number: string, now = new Date()) => ({
  type: 'card' as const,
  card: { number, exp_month: 12, exp_year: now.getUTCFullYear() + 2, cvc: '123' },
  billing_details: { name: 'Ada Lovelace' },
});

/** A card PaymentMethod as Stripe.js makes it, with the publishable key: what the secret key then charges by id. */
export const browserMethod = async (browser: Stripe, number: string): Promise<string> =>
  (await browser.paymentMethods.create(rawCard(number))).id;

/** A $250 card payment, authorized for manual capture and confirmed at once, as the gateway asks for one. */
export const payWith = (
  stripe: Stripe,
  method: { payment_method: string },
  extra: Partial<Stripe.PaymentIntentCreateParams> = {},
) =>
  stripe.paymentIntents.create({
    amount: 25_000,
    currency: 'usd',
    capture_method: 'manual',
    confirm: true,
    allowed_payment_method_types: ['card'],
    ...method,
    ...extra,
  });
