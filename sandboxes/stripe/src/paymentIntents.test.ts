import type Stripe from 'stripe';
import { createSandboxClock } from '@portal/sandbox-clock';
import { browserMethod, startStripeSandbox, stripeErrorOf } from './testSandbox';

const clock = createSandboxClock();
let harness: Awaited<ReturnType<typeof startStripeSandbox>>;
let stripe: Stripe;

beforeAll(async () => {
  harness = await startStripeSandbox({ clock });
  stripe = harness.stripe;
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.resetStats());

const authorize = (amount = 12_345, paymentMethod = 'pm_card_visa') =>
  stripe.paymentIntents.create({
    amount,
    currency: 'usd',
    capture_method: 'manual',
    confirm: true,
    allowed_payment_method_types: ['card'],
    payment_method: paymentMethod,
    metadata: { booking_id: 'bk_123' },
    description: 'JFK-LHR for 2',
  });

describe('POST /v1/payment_intents with manual capture', () => {
  test('a 4242 card is authorized, then captured in full', async () => {
    const before = Math.floor(clock.now().getTime() / 1000);
    const authorized = await authorize();
    expect(authorized).toMatchObject({
      object: 'payment_intent',
      status: 'requires_capture',
      amount: 12_345,
      amount_capturable: 12_345,
      amount_received: 0,
      currency: 'usd',
      capture_method: 'manual',
      metadata: { booking_id: 'bk_123' },
      description: 'JFK-LHR for 2',
      last_payment_error: null,
      livemode: false,
    });
    expect(authorized.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(authorized.client_secret).toMatch(new RegExp(`^${authorized.id}_secret_`));
    expect(authorized.latest_charge).toMatch(/^ch_/);
    expect(authorized.payment_method).toMatch(/^pm_/);
    expect(authorized.created).toBeGreaterThanOrEqual(before);
    expect(authorized.created).toBeLessThanOrEqual(Math.floor(clock.now().getTime() / 1000));

    const captured = await stripe.paymentIntents.capture(authorized.id);
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 12_345, amount_capturable: 0 });
    expect(harness.sandbox.stats()).toMatchObject({
      'POST /v1/payment_intents': 1,
      'POST /v1/payment_intents/:id/capture': 1,
    });
  });

  test('the card kept on the intent shows brand and last 4 only, when expanded', async () => {
    const { id } = await authorize(12_345, await browserMethod(harness.browser, '4242424242424242'));
    const intent = await stripe.paymentIntents.retrieve(id, { expand: ['payment_method', 'latest_charge'] });
    const method = intent.payment_method as Stripe.PaymentMethod;
    expect(method.card).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      funding: 'credit',
      country: 'US',
    });
    expect(method.billing_details.name).toBe('Ada Lovelace');
    const charge = intent.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({
      object: 'charge',
      status: 'succeeded',
      captured: false,
      amount: 12_345,
      paid: true,
    });
    expect(charge.payment_method_details?.card?.last4).toBe('4242');
  });

  test('part of an authorization can be captured, never more than was authorized', async () => {
    const { id } = await authorize(10_000);
    const tooMuch = await stripeErrorOf(stripe.paymentIntents.capture(id, { amount_to_capture: 10_001 }));
    expect(tooMuch).toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount_to_capture',
    });
    const captured = await stripe.paymentIntents.capture(id, { amount_to_capture: 7_500 });
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 7_500, amount_capturable: 0 });
  });

  test('capturing twice fails the second time with payment_intent_unexpected_state', async () => {
    const { id } = await authorize();
    await stripe.paymentIntents.capture(id);
    const again = await stripeErrorOf(stripe.paymentIntents.capture(id));
    expect(again).toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
    });
    expect(again.message).toMatch(/has a status of succeeded/);
    expect(again.payment_intent).toMatchObject({ id, status: 'succeeded', amount_received: 12_345 });
  });

  test('an authorization canceled is voided and cannot be captured', async () => {
    const { id } = await authorize();
    const canceled = await stripe.paymentIntents.cancel(id, { cancellation_reason: 'requested_by_customer' });
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'requested_by_customer',
      amount_capturable: 0,
      amount_received: 0,
    });
    expect(canceled.canceled_at).toEqual(expect.any(Number));
    const capture = await stripeErrorOf(stripe.paymentIntents.capture(id));
    expect(capture).toMatchObject({ code: 'payment_intent_unexpected_state', statusCode: 400 });
  });

  test('a captured payment cannot be canceled: refund it instead', async () => {
    const { id } = await authorize();
    await stripe.paymentIntents.capture(id);
    const cancel = await stripeErrorOf(stripe.paymentIntents.cancel(id));
    expect(cancel).toMatchObject({ code: 'payment_intent_unexpected_state', statusCode: 400 });
    expect(cancel.message).toMatch(/You cannot cancel this PaymentIntent because it has a status of succeeded/);
  });
});

describe('creating and confirming in two steps', () => {
  test('without a method the intent waits for one; confirming with pm_card_visa authorizes it', async () => {
    const created = await stripe.paymentIntents.create({
      amount: 5_000,
      currency: 'eur',
      capture_method: 'manual',
      allowed_payment_method_types: ['card'],
    });
    expect(created).toMatchObject({ status: 'requires_payment_method', payment_method: null, latest_charge: null });
    const confirmed = await stripe.paymentIntents.confirm(created.id, { payment_method: 'pm_card_visa' });
    expect(confirmed).toMatchObject({ status: 'requires_capture', amount_capturable: 5_000 });
    // As on Stripe, the test method is copied to a new pm_ id rather than used as is.
    expect(confirmed.payment_method).toMatch(/^pm_(?!card_)/);
  });

  test('a test method id reads as its card, with no copy kept', async () => {
    const before = harness.sandbox.store.paymentMethods.entries().length;
    const method = await stripe.paymentMethods.retrieve('pm_card_visa_chargeDeclinedInsufficientFunds');
    expect(method).toMatchObject({
      id: 'pm_card_visa_chargeDeclinedInsufficientFunds',
      type: 'card',
      card: { brand: 'visa', last4: '9995' },
    });
    expect(harness.sandbox.store.paymentMethods.entries()).toHaveLength(before);
  });

  test('with a method but no confirm the intent requires_confirmation', async () => {
    const method = await stripe.paymentMethods.retrieve(await browserMethod(harness.browser, '5555555555554444'));
    expect(method.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const created = await stripe.paymentIntents.create({
      amount: 5_000,
      currency: 'gbp',
      payment_method: method.id,
      allowed_payment_method_types: ['card'],
    });
    expect(created).toMatchObject({
      status: 'requires_confirmation',
      payment_method: method.id,
      capture_method: 'automatic_async',
    });
    const confirmed = await stripe.paymentIntents.confirm(created.id);
    expect(confirmed).toMatchObject({ status: 'succeeded', amount_received: 5_000 });
  });

  test('automatic methods need allow_redirects never for a server-side confirm without return_url', async () => {
    const refused = await stripeErrorOf(
      stripe.paymentIntents.create({
        amount: 5_000,
        currency: 'usd',
        confirm: true,
        payment_method: 'pm_card_visa',
        automatic_payment_methods: { enabled: true },
      }),
    );
    expect(refused).toMatchObject({ type: 'StripeInvalidRequestError', param: 'return_url' });
    expect(refused.message).toMatch(/allow_redirects/);
    const accepted = await stripe.paymentIntents.create({
      amount: 5_000,
      currency: 'usd',
      confirm: true,
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    });
    expect(accepted.status).toBe('requires_capture');
  });

  test('an unknown intent is a 404 resource_missing', async () => {
    const missing = await stripeErrorOf(stripe.paymentIntents.retrieve('pi_doesnotexist'));
    expect(missing).toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such payment_intent: 'pi_doesnotexist'",
    });
  });

  test('malformed input is a 400 naming the parameter', async () => {
    const noAmount = await stripeErrorOf(
      stripe.paymentIntents.create({ currency: 'usd' } as Stripe.PaymentIntentCreateParams),
    );
    expect(noAmount).toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'amount',
      message: 'Missing required param: amount.',
    });
    const tooSmall = await stripeErrorOf(stripe.paymentIntents.create({ amount: 20, currency: 'usd' }));
    expect(tooSmall).toMatchObject({
      code: 'amount_too_small',
      param: 'amount',
      message: 'Amount must be at least $0.50 usd',
    });
    const badMethod = await stripeErrorOf(
      stripe.paymentIntents.create({ amount: 5_000, currency: 'usd', capture_method: 'later' as 'manual' }),
    );
    expect(badMethod).toMatchObject({
      param: 'capture_method',
      message: 'Invalid capture_method: must be one of automatic, automatic_async, or manual',
    });
    const unknown = await stripeErrorOf(
      stripe.paymentIntents.create({
        amount: 5_000,
        currency: 'usd',
        colour: 'blue',
      } as Stripe.PaymentIntentCreateParams),
    );
    expect(unknown).toMatchObject({ code: 'parameter_unknown', param: 'colour' });
  });

  test('listing pages through intents, newest first', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 3; index++)
      ids.push((await stripe.paymentIntents.create({ amount: 1_000 + index, currency: 'usd' })).id);
    const first = await stripe.paymentIntents.list({ limit: 2 });
    expect(first.data.map((intent) => intent.id)).toEqual([ids[2], ids[1]]);
    expect(first.has_more).toBe(true);
    const next = await stripe.paymentIntents.list({ limit: 1, starting_after: ids[1] });
    expect(next.data.map((intent) => intent.id)).toEqual([ids[0]]);
  });
});
