import request from 'supertest';
import Stripe from 'stripe';
import { createStripeSandbox } from './server';
import { TEST_CARDS } from './testCards';
import {
  browserMethod,
  rawCard,
  startStripeSandbox,
  stripeClient,
  stripeErrorOf,
  TEST_KEY,
  TEST_PUBLISHABLE_KEY,
} from './testSandbox';

const AUTH = { Authorization: `Bearer ${TEST_KEY}` };

describe('authentication', () => {
  let harness: Awaited<ReturnType<typeof startStripeSandbox>>;
  beforeAll(async () => {
    harness = await startStripeSandbox();
  });
  afterAll(() => harness.close());

  test('without a key the SDK gets a 401 as StripeAuthenticationError', async () => {
    // An authenticator that adds nothing: the SDK then sends no Authorization header at all.
    const keyless = stripeClient(harness.running.port, '', { authenticator: async () => undefined });
    const error = await stripeErrorOf(keyless.paymentIntents.create({ amount: 1_000, currency: 'usd' }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).toMatchObject({ statusCode: 401, rawType: 'invalid_request_error' });
    expect(error.message).toMatch(/^You did not provide an API key/);
  });

  test('a live key is refused, and shown masked', async () => {
    const live = stripeClient(harness.running.port, 'sk_live_0123456789abcdef');
    const error = await stripeErrorOf(live.paymentIntents.list());
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.message).toBe('Invalid API Key provided: sk_live_************cdef');
  });

  test("a test key other than the sandbox's own (a guess such as sk_test_x) is refused with Stripe's 401", async () => {
    for (const guess of ['sk_test_x', 'rk_test_x', 'sk_test_portal_sandbox', `${TEST_KEY}x`]) {
      const error = await stripeErrorOf(stripeClient(harness.running.port, guess).paymentIntents.list());
      expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
      expect(error).toMatchObject({
        statusCode: 401,
        rawType: 'invalid_request_error',
        message: expect.stringMatching(/^Invalid API Key provided: [rs]k_test_\*+/),
      });
    }
  });

  test('a sandbox made without a key has a random one of its own, which alone opens it', async () => {
    const [a, b] = [createStripeSandbox(), createStripeSandbox()];
    expect(a.key).toMatch(/^sk_test_[0-9a-f]{48}$/);
    expect(a.key).not.toBe(b.key);
    expect((await request(a.app).get('/v1/payment_intents').set('Authorization', `Bearer ${a.key}`)).status).toBe(200);
    expect((await request(a.app).get('/v1/payment_intents').set('Authorization', `Bearer ${b.key}`)).status).toBe(401);
  });
});

describe('card fingerprints', () => {
  let harness: Awaited<ReturnType<typeof startStripeSandbox>>;
  beforeAll(async () => {
    harness = await startStripeSandbox();
  });
  afterAll(() => harness.close());

  test('the same card number gives the same card.fingerprint on one account, another number or account another, and none shows the number', async () => {
    const stripe = stripeClient(harness.running.port);
    const { browser } = harness;
    const first = await browser.paymentMethods.create(rawCard('4000000000000002'));
    const again = await browser.paymentMethods.create({
      ...rawCard('4000000000000002'),
      card: { ...rawCard('4000000000000002').card, exp_year: 2034 },
    });
    const other = await browser.paymentMethods.create(rawCard('4242424242424242'));
    const testMethod = await stripe.paymentMethods.retrieve('pm_card_visa');
    const elsewhere = await startStripeSandbox();
    try {
      const onAnotherAccount = await elsewhere.browser.paymentMethods.create(rawCard('4000000000000002'));

      expect(first.card?.fingerprint).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(again.card?.fingerprint).toBe(first.card?.fingerprint);
      expect(other.card?.fingerprint).not.toBe(first.card?.fingerprint);
      expect(testMethod.card?.fingerprint).toBe(other.card?.fingerprint);
      expect(onAnotherAccount.card?.fingerprint).not.toBe(first.card?.fingerprint);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('the HTTP surface', () => {
  const sandbox = createStripeSandbox({ key: TEST_KEY, publishableKey: TEST_PUBLISHABLE_KEY });

  test('no Authorization header: 401 in Stripe error shape', async () => {
    const res = await request(sandbox.app).post('/v1/payment_intents').type('form').send('amount=1000&currency=usd');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: {
        type: 'invalid_request_error',
        message: expect.stringMatching(/^You did not provide an API key/),
        request_log_url: expect.any(String),
      },
    });
    expect(res.headers['request-id']).toMatch(/^req_/);
  });

  test('curl -u sk_test_…: (Basic auth) is accepted, and bracket parameters are read as the SDK sends them', async () => {
    const res = await request(sandbox.app)
      .post('/v1/payment_intents')
      .auth(TEST_KEY, '')
      .set('Stripe-Version', '2026-10-28.endive')
      .type('form')
      .send(
        'amount=2500&currency=EUR&payment_method_types[0]=card&metadata[booking_id]=bk_1&metadata[0]=zero&expand[0]=payment_method',
      );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      amount: 2500,
      currency: 'eur',
      allowed_payment_method_types: ['card'],
      payment_method_types: ['card'],
      metadata: { booking_id: 'bk_1', 0: 'zero' },
      automatic_payment_methods: null,
    });
    expect(res.headers['stripe-version']).toBe('2026-10-28.endive');
  });

  test('percent-encoded brackets read the same as bare ones', async () => {
    const res = await request(sandbox.app)
      .post('/v1/payment_intents')
      .set(AUTH)
      .type('form')
      .send('amount=2500&currency=usd&metadata%5Bbooking_id%5D=bk_2');
    expect(res.body.metadata).toEqual({ booking_id: 'bk_2' });
  });

  test('a JSON body is refused: the v1 API is form-encoded', async () => {
    const res = await request(sandbox.app)
      .post('/v1/payment_intents')
      .set(AUTH)
      .send({ amount: 1000, currency: 'usd' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      type: 'invalid_request_error',
      message: expect.stringMatching(/unsupported Content-Type application\/json/),
    });
  });

  test("an unknown URL is Stripe's 404", async () => {
    const res = await request(sandbox.app).get('/v1/customers').set(AUTH);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(
      'Unrecognized request URL (GET: /v1/customers). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.',
    );
  });

  test('a nested parameter that is not allowed is named in full', async () => {
    const res = await request(sandbox.app)
      .post('/v1/payment_methods')
      .type('form')
      .send(
        `key=${TEST_PUBLISHABLE_KEY}&type=card&card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=2040&card[pin]=1234`,
      );
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'parameter_unknown', param: 'card[pin]' });
    expect(JSON.stringify(res.body)).not.toMatch(/4242424242424242/);
  });

  test('stats count calls per endpoint, and resetStats clears them', async () => {
    sandbox.resetStats();
    await request(sandbox.app).get('/v1/payment_intents/pi_missing').set(AUTH);
    await request(sandbox.app).get('/v1/payment_intents/pi_missing2').set(AUTH);
    await request(sandbox.app).post('/v1/refunds').set(AUTH).type('form').send('payment_intent=pi_missing');
    expect(sandbox.stats()).toEqual({ 'GET /v1/payment_intents/:id': 2, 'POST /v1/refunds': 1 });
    sandbox.resetStats();
    expect(sandbox.stats()).toEqual({});
  });
});

describe('card data', () => {
  test('no full card number or CVC is kept in the store or sent in any answer', async () => {
    const harness = await startStripeSandbox();
    const { stripe, browser } = harness;
    try {
      for (const number of [
        '4242424242424242',
        '4000000000000002',
        '4000000000009995',
        '4000000000000069',
        '4000000000000127',
        '4000002760003184',
      ]) {
        const paymentMethod = await browserMethod(browser, number);
        await stripe.paymentIntents
          .create({
            amount: 5_000,
            currency: 'usd',
            capture_method: 'manual',
            confirm: true,
            allowed_payment_method_types: ['card'],
            payment_method: paymentMethod,
          })
          .catch((error: unknown) => {
            if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
            expect(JSON.stringify(error.raw)).not.toContain(number);
          });
      }
      await stripeErrorOf(browser.paymentMethods.create(rawCard('4242424242424241')));
      // Refused with the secret key, the number is not kept either.
      await stripeErrorOf(stripe.paymentMethods.create(rawCard('4000000000000127')));
      const method = await browser.paymentMethods.create({
        ...rawCard('5555555555554444'),
        card: { ...rawCard('5555555555554444').card, cvc: '987' },
      });
      expect(JSON.stringify(method)).not.toMatch(/5555555555554444|"987"/);

      // The SDK keys every POST, so the kept answers are every answer given.
      const kept = JSON.stringify(harness.sandbox.store.snapshot());
      expect(Object.keys(harness.sandbox.store.snapshot().idempotency).length).toBeGreaterThanOrEqual(8);
      expect([...Object.keys(TEST_CARDS), '4242424242424241'].filter((number) => kept.includes(number))).toEqual([]);
      // Any run of 12+ digits could be a card number, except in storedAt (epoch milliseconds) and the
      // SDK's own keys (stripe-node-retry-<uuid>, whose last group is sometimes all digits).
      const withoutTimesAndKeys = kept.replace(/"storedAt":\d+/g, '').replace(/stripe-node-retry-[0-9a-f-]{36}/g, '');
      expect(withoutTimesAndKeys.match(/\d{12,}/g)).toBeNull();
      // No cvc field, and neither CVC sent (123, 987) as a value anywhere (answers are kept as JSON text).
      expect(kept.match(/\\?"cvc\\?":/g)).toBeNull();
      expect(kept.match(/\\?"(123|987)\\?"/g)).toBeNull();
      expect(kept).toContain('"last4":"4242"');
    } finally {
      await harness.close();
    }
  });
});
