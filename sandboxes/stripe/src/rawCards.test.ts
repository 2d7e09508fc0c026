import request from 'supertest';
import type Stripe from 'stripe';
import { rawCard, startStripeSandbox, stripeErrorOf, TEST_KEY } from './testSandbox';

const UNSAFE =
  'Sending credit card numbers directly to the Stripe API is generally unsafe. We suggest you use test tokens that map to the test card you are using, see https://stripe.com/docs/testing. To enable raw card data APIs in test mode, see https://support.stripe.com/questions/enabling-access-to-raw-card-data-apis.';

let harness: Awaited<ReturnType<typeof startStripeSandbox>>;
beforeAll(async () => {
  harness = await startStripeSandbox();
});
afterAll(() => harness.close());

const authorize = (method: Pick<Stripe.PaymentIntentCreateParams, 'payment_method' | 'payment_method_data'>) =>
  harness.stripe.paymentIntents.create({
    amount: 7_700,
    currency: 'usd',
    capture_method: 'manual',
    confirm: true,
    allowed_payment_method_types: ['card'],
    ...method,
  });

/** Stripe's refusal: 402 invalid_request_error (stripe-node 23 makes every 402 a StripeCardError), with no trace of the number. */
const expectRefused = (error: Stripe.errors.StripeError, number: string) => {
  expect(error).toMatchObject({ statusCode: 402, rawType: 'invalid_request_error', message: UNSAFE });
  expect(JSON.stringify(error.raw)).not.toContain(number);
};

describe('a card number sent with the secret key, as Stripe refuses it from ordinary accounts', () => {
  test('POST /v1/payment_methods with card[number] is refused and nothing is made', async () => {
    const before = harness.sandbox.store.paymentMethods.entries().length;
    expectRefused(
      await stripeErrorOf(harness.stripe.paymentMethods.create(rawCard('4242424242424242'))),
      '4242424242424242',
    );
    expect(harness.sandbox.store.paymentMethods.entries()).toHaveLength(before);
  });

  test('payment_method_data[card][number] on a new intent is refused and no intent is made', async () => {
    const before = harness.sandbox.store.paymentIntents.entries().length;
    expectRefused(
      await stripeErrorOf(authorize({ payment_method_data: rawCard('5555555555554444') })),
      '5555555555554444',
    );
    expect(harness.sandbox.store.paymentIntents.entries()).toHaveLength(before);
  });

  test('payment_method_data[card][number] on a confirm is refused and the intent is unchanged', async () => {
    const intent = await harness.stripe.paymentIntents.create({
      amount: 7_700,
      currency: 'usd',
      capture_method: 'manual',
      allowed_payment_method_types: ['card'],
    });
    expectRefused(
      await stripeErrorOf(
        harness.stripe.paymentIntents.confirm(intent.id, { payment_method_data: rawCard('4242424242424242') }),
      ),
      '4242424242424242',
    );
    expect(await harness.stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      latest_charge: null,
    });
  });

  test('whatever the card (a bad number too) and however sent (curl -u), the refusal comes first', async () => {
    const res = await request(harness.sandbox.app)
      .post('/v1/payment_methods')
      .auth(TEST_KEY, '')
      .type('form')
      .send('type=card&card[number]=4242424242424241&card[exp_month]=13');
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ type: 'invalid_request_error', message: UNSAFE });
  });
});

describe('what the secret key uses instead', () => {
  test('a PaymentMethod Stripe.js made with the publishable key is charged by its id', async () => {
    const method = await harness.browser.paymentMethods.create(rawCard('4242424242424242'));
    expect(await authorize({ payment_method: method.id })).toMatchObject({
      status: 'requires_capture',
      payment_method: method.id,
    });
  });

  test("Stripe's test methods (pm_card_visa …) work as before, declines included", async () => {
    expect((await authorize({ payment_method: 'pm_card_visa' })).status).toBe('requires_capture');
    expect(await stripeErrorOf(authorize({ payment_method: 'pm_card_visa_chargeDeclined' }))).toMatchObject({
      rawType: 'card_error',
      code: 'card_declined',
    });
  });

  test('payment_method_data without a number (billing details only) is not a raw card: it is read as before', async () => {
    const error = await stripeErrorOf(
      authorize({ payment_method_data: { type: 'card', billing_details: { name: 'Ada Lovelace' } } }),
    );
    expect(error).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'payment_method_data[card]' });
  });
});
