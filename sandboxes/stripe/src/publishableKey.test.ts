import request from 'supertest';
import Stripe from 'stripe';
import { createStripeSandbox } from './server';
import {
  rawCard,
  startStripeSandbox,
  stripeClient,
  stripeErrorOf,
  TEST_KEY,
  TEST_PUBLISHABLE_KEY,
} from './testSandbox';

const REFUSED =
  'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.';
const cardForm = (number: string) =>
  `type=card&card[number]=${number}&card[exp_month]=12&card[exp_year]=${new Date().getUTCFullYear() + 2}&card[cvc]=123&billing_details[name]=Ada%20Lovelace`;

let harness: Awaited<ReturnType<typeof startStripeSandbox>>;
beforeAll(async () => {
  harness = await startStripeSandbox();
});
afterAll(() => harness.close());

const authorizationPending = () =>
  harness.stripe.paymentIntents.create({
    amount: 12_000,
    currency: 'eur',
    capture_method: 'manual',
    allowed_payment_method_types: ['card'],
    metadata: { booking_id: 'bk_secret' },
  });

describe('the publishable key', () => {
  test('each sandbox has its own random pk_test_ key unless given one, and refuses one that is not pk_test_', () => {
    const [a, b] = [createStripeSandbox(), createStripeSandbox()];
    expect(a.publishableKey).toMatch(/^pk_test_[0-9a-f]{48}$/);
    expect(a.publishableKey).not.toBe(b.publishableKey);
    expect(createStripeSandbox({ publishableKey: 'pk_test_chosen' }).publishableKey).toBe('pk_test_chosen');
    expect(() => createStripeSandbox({ publishableKey: 'pk_live_chosen' })).toThrow(/pk_test_/);
  });

  test('Stripe.js creates a card PaymentMethod with it, which the secret key then charges', async () => {
    const method = await harness.browser.paymentMethods.create(rawCard('4242424242424242'));
    expect(method).toMatchObject({
      id: expect.stringMatching(/^pm_/),
      card: { brand: 'visa', last4: '4242' },
      billing_details: { name: 'Ada Lovelace' },
    });
    const intent = await harness.stripe.paymentIntents.create({
      amount: 5_000,
      currency: 'usd',
      capture_method: 'manual',
      confirm: true,
      allowed_payment_method_types: ['card'],
      payment_method: method.id,
    });
    expect(intent.status).toBe('requires_capture');
  });

  test('as the `key` parameter (how Stripe.js sends it, from any origin without a preflight) it works too', async () => {
    const res = await request(harness.sandbox.app)
      .post('/v1/payment_methods')
      .set('Origin', 'http://portal.example')
      .type('form')
      .send(`${cardForm('5555555555554444')}&key=${TEST_PUBLISHABLE_KEY}`);
    expect(res.status).toBe(200);
    expect(res.body.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  test("a declined-on-entry card is Stripe's 402 to the browser as well, without the number", async () => {
    const res = await request(harness.sandbox.app)
      .post('/v1/payment_methods')
      .type('form')
      .send(`${cardForm('4242424242424241')}&key=${TEST_PUBLISHABLE_KEY}`);
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ type: 'card_error', code: 'incorrect_number' });
    expect(JSON.stringify(res.body)).not.toContain('4242424242424241');
  });

  test('it reads an intent only with its client secret, and then only the fields Stripe shows a browser', async () => {
    const intent = await authorizationPending();
    const seen = await harness.browser.paymentIntents.retrieve(intent.id, {
      client_secret: intent.client_secret ?? '',
    });
    expect(seen).toMatchObject({
      id: intent.id,
      status: 'requires_payment_method',
      amount: 12_000,
      currency: 'eur',
      client_secret: intent.client_secret,
    });
    expect(seen).not.toHaveProperty('metadata');
    expect(seen).not.toHaveProperty('amount_capturable');
    expect(seen).not.toHaveProperty('latest_charge');

    const viaQuery = await request(harness.sandbox.app)
      .get(`/v1/payment_intents/${intent.id}`)
      .query({ key: TEST_PUBLISHABLE_KEY, client_secret: intent.client_secret });
    expect(viaQuery.status).toBe(200);
    expect(viaQuery.body.id).toBe(intent.id);
  });

  test("a wrong client secret (another intent's) is Stripe's 400, and none at all is a missing parameter", async () => {
    const [mine, theirs] = [await authorizationPending(), await authorizationPending()];
    const wrong = await stripeErrorOf(
      harness.browser.paymentIntents.retrieve(mine.id, { client_secret: theirs.client_secret ?? '' }),
    );
    expect(wrong).toMatchObject({
      statusCode: 400,
      code: 'payment_intent_invalid_parameter',
      param: 'client_secret',
      message: 'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
    });
    expect(JSON.stringify(wrong.raw)).not.toContain(mine.client_secret);
    const missing = await stripeErrorOf(harness.browser.paymentIntents.retrieve(mine.id));
    expect(missing).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'client_secret' });
  });

  test("anywhere else it is Stripe's 401 for a publishable key, and nothing is done", async () => {
    const intent = await authorizationPending();
    const before = harness.sandbox.store.snapshot();
    const calls: [string, Promise<unknown>][] = [
      ['create an intent', harness.browser.paymentIntents.create({ amount: 1_000, currency: 'usd' })],
      ['list intents', harness.browser.paymentIntents.list()],
      ['confirm', harness.browser.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })],
      ['capture', harness.browser.paymentIntents.capture(intent.id)],
      ['cancel', harness.browser.paymentIntents.cancel(intent.id)],
      ['refund', harness.browser.refunds.create({ payment_intent: intent.id })],
      ['read a method', harness.browser.paymentMethods.retrieve('pm_card_visa')],
    ];
    for (const [label, call] of calls) {
      const error = await stripeErrorOf(call);
      expect({ label, error: error.constructor.name, statusCode: error.statusCode, message: error.message }).toEqual({
        label,
        error: 'StripeAuthenticationError',
        statusCode: 401,
        message: REFUSED,
      });
    }
    expect(harness.sandbox.store.snapshot().paymentIntents).toEqual(before.paymentIntents);
  });

  test('another publishable key, or the secret key sent as the `key` parameter, is refused', async () => {
    const other = await stripeErrorOf(
      stripeClient(harness.running.port, 'pk_test_someone_elses_key').paymentMethods.create(
        rawCard('4242424242424242'),
      ),
    );
    expect(other).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(other.message).toMatch(/^Invalid API Key provided: pk_test_\*+/);
    const secretInBody = await request(harness.sandbox.app).get('/v1/payment_intents').query({ key: TEST_KEY });
    expect(secretInBody.status).toBe(401);
    expect(secretInBody.body.error.message).toMatch(/cannot be sent as the `key` parameter/);
  });
});

describe("browsers reach the API as they reach Stripe's", () => {
  test('a preflight is answered for any origin, with the headers the SDKs send', async () => {
    const res = await request(harness.sandbox.app)
      .options('/v1/payment_methods')
      .set('Origin', 'http://portal.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(res.status).toBe(204);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-headers': expect.stringMatching(/Authorization/),
    });
  });

  test("errors carry the CORS header too, so the browser can read Stripe's message", async () => {
    const res = await request(harness.sandbox.app)
      .get('/v1/payment_intents/pi_missing')
      .set('Origin', 'http://portal.example')
      .query({ key: TEST_PUBLISHABLE_KEY, client_secret: 'pi_missing_secret_x' });
    expect(res.status).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
