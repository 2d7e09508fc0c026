import type Stripe from 'stripe';
import { browserMethod, payWith, startStripeSandbox, stripeErrorOf } from './testSandbox';

// Stripe's 3-D Secure test cards and their challenges; the other test cards are in testCards.test.ts.
let harness: Awaited<ReturnType<typeof startStripeSandbox>>;
let stripe: Stripe;

beforeAll(async () => {
  harness = await startStripeSandbox();
  stripe = harness.stripe;
});
afterAll(() => harness.close());

/** The card as Stripe.js sends it from the card frame (the secret key may not send a number). */
const madeByStripeJs = (number: string) => browserMethod(harness.browser, number);

describe('3-D Secure', () => {
  test.each([
    ['4000002760003184 made by Stripe.js', () => madeByStripeJs('4000002760003184')],
    ['pm_card_authenticationRequired', async () => 'pm_card_authenticationRequired'],
  ])('%s requires_action with use_stripe_sdk, and nothing is authorized yet', async (_label, method) => {
    const intent = await payWith(stripe, { payment_method: await method() });
    expect(intent).toMatchObject({
      status: 'requires_action',
      amount_capturable: 0,
      latest_charge: null,
      next_action: { type: 'use_stripe_sdk' },
    });
    expect(intent.next_action?.use_stripe_sdk).toMatchObject({
      type: 'three_d_secure_redirect',
      stripe_js: expect.stringContaining(`/sandbox/3ds/${intent.id}`),
    });
  });

  test('with a return_url: redirect_to_url; completing the challenge authorizes and sends the customer back', async () => {
    const intent = await payWith(
      stripe,
      { payment_method: await madeByStripeJs('4000002760003184') },
      { return_url: 'http://localhost:3000/booking/return' },
    );
    const url = intent.next_action?.redirect_to_url?.url ?? '';
    expect(url).toBe(`${harness.running.origin}/sandbox/3ds/${intent.id}?client_secret=${intent.client_secret}`);
    expect(await (await fetch(url)).text()).toMatch(/Complete/);
    const answer = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ result: 'complete', client_secret: intent.client_secret ?? '' }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get('location') ?? '');
    expect(back.searchParams.get('payment_intent')).toBe(intent.id);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 25_000,
      next_action: null,
    });
  });

  test.each([{ off_session: true }, { error_on_requires_action: true }])(
    'with %o nobody can authenticate: 402 authentication_required',
    async (flag) => {
      const error = await stripeErrorOf(payWith(stripe, { payment_method: 'pm_card_authenticationRequired' }, flag));
      expect(error).toMatchObject({
        type: 'StripeCardError',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
      });
      expect(error.payment_intent?.status).toBe('requires_payment_method');
    },
  );

  test('failing the challenge leaves the intent waiting for another method', async () => {
    const intent = await payWith(stripe, { payment_method: 'pm_card_authenticationRequired' });
    await fetch(`${harness.running.origin}/sandbox/3ds/${intent.id}`, {
      method: 'POST',
      body: new URLSearchParams({ result: 'fail', client_secret: intent.client_secret ?? '' }),
    });
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
  });
});

describe('3-D Secure test cards, as Stripe documents them', () => {
  /** The customer answers the challenge page next_action points to, as on Stripe's test page. */
  const answerChallenge = async (intent: Stripe.PaymentIntent, result: 'complete' | 'fail') => {
    const url = intent.next_action?.use_stripe_sdk?.stripe_js;
    expect(typeof url).toBe('string');
    const answer = await fetch(String(url), {
      method: 'POST',
      body: new URLSearchParams({ result, client_secret: intent.client_secret ?? '' }),
    });
    expect(answer.status).toBe(200);
    return stripe.paymentIntents.retrieve(intent.id);
  };

  test.each([
    ['4000002760003184', 'pm_card_authenticationRequired'],
    ['4000000000003220', 'pm_card_threeDSecure2Required'],
    ['4000000000003063', 'pm_card_threeDSecureRequired'],
  ])('%s (%s) asks, and once completed the payment is authorized', async (number, testId) => {
    for (const method of [await madeByStripeJs(number), testId]) {
      const intent = await payWith(stripe, { payment_method: method });
      expect(intent).toMatchObject({ status: 'requires_action', amount_capturable: 0, latest_charge: null });
      expect(await answerChallenge(intent, 'complete')).toMatchObject({
        status: 'requires_capture',
        amount_capturable: 25_000,
        next_action: null,
        last_payment_error: null,
      });
    }
  });

  test.each([
    [
      '4000008260003178',
      'pm_card_authenticationRequiredChargeDeclinedInsufficientFunds',
      'insufficient_funds',
      'Your card has insufficient funds.',
    ],
    ['4000008400001629', 'pm_card_threeDSecureRequiredChargeDeclined', 'generic_decline', 'Your card was declined.'],
  ])('%s (%s) asks, and after Complete the bank declines it: %s', async (number, testId, declineCode, message) => {
    for (const method of [await madeByStripeJs(number), testId]) {
      const intent = await payWith(stripe, { payment_method: method });
      expect(intent.status).toBe('requires_action');
      const after = await answerChallenge(intent, 'complete');
      expect(after).toMatchObject({
        status: 'requires_payment_method',
        payment_method: null,
        amount_capturable: 0,
        next_action: null,
      });
      expect(after.last_payment_error).toMatchObject({
        type: 'card_error',
        code: 'card_declined',
        decline_code: declineCode,
        message,
      });
      const charge = await stripe.charges.retrieve(String(after.latest_charge));
      expect(charge).toMatchObject({ status: 'failed', captured: false, failure_code: 'card_declined' });
    }
  });

  test('failing the challenge of 4000008260003178 is an authentication failure, not a decline', async () => {
    const intent = await payWith(stripe, { payment_method: await madeByStripeJs('4000008260003178') });
    const after = await answerChallenge(intent, 'fail');
    expect(after).toMatchObject({ status: 'requires_payment_method', latest_charge: null });
    expect(after.last_payment_error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
  });

  test('off session, where nobody can authenticate, 4000008260003178 is declined as authentication_required', async () => {
    const error = await stripeErrorOf(
      payWith(
        stripe,
        { payment_method: 'pm_card_authenticationRequiredChargeDeclinedInsufficientFunds' },
        { off_session: true },
      ),
    );
    expect(error).toMatchObject({ code: 'authentication_required', decline_code: 'authentication_required' });
  });

  test('4000000000003055 supports 3-D Secure without requiring it: authorized at once', async () => {
    expect(await payWith(stripe, { payment_method: 'pm_card_threeDSecureOptional' })).toMatchObject({
      status: 'requires_capture',
      next_action: null,
    });
    expect(await payWith(stripe, { payment_method: await madeByStripeJs('4000000000003055') })).toMatchObject({
      status: 'requires_capture',
    });
  });
});
