import type Stripe from 'stripe';
import { startStripeSandbox, stripeErrorOf } from './testSandbox';

let harness: Awaited<ReturnType<typeof startStripeSandbox>>;
let stripe: Stripe;

beforeAll(async () => {
  harness = await startStripeSandbox();
  stripe = harness.stripe;
});
afterAll(() => harness.close());

const capturedPayment = async (amount = 10_000) => {
  const intent = await stripe.paymentIntents.create({
    amount,
    currency: 'usd',
    capture_method: 'manual',
    confirm: true,
    payment_method: 'pm_card_visa',
    allowed_payment_method_types: ['card'],
  });
  return stripe.paymentIntents.capture(intent.id);
};

describe('POST /v1/refunds', () => {
  test('a partial refund, then the rest; a third refund finds nothing left', async () => {
    const payment = await capturedPayment();
    const partial = await stripe.refunds.create({
      payment_intent: payment.id,
      amount: 3_000,
      reason: 'requested_by_customer',
      metadata: { booking_id: 'bk_9' },
    });
    expect(partial).toMatchObject({
      object: 'refund',
      amount: 3_000,
      currency: 'usd',
      status: 'succeeded',
      payment_intent: payment.id,
      charge: payment.latest_charge,
      reason: 'requested_by_customer',
      metadata: { booking_id: 'bk_9' },
    });
    expect(partial.id).toMatch(/^re_/);

    const rest = await stripe.refunds.create({ payment_intent: payment.id });
    expect(rest.amount).toBe(7_000);

    const again = await stripeErrorOf(stripe.refunds.create({ payment_intent: payment.id }));
    expect(again).toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'charge_already_refunded',
    });
    const charge = await stripe.charges.retrieve(String(payment.latest_charge));
    expect(charge).toMatchObject({ amount_captured: 10_000, amount_refunded: 10_000, refunded: true });
  });

  test('refunding more than is left is amount_too_large', async () => {
    const payment = await capturedPayment();
    await stripe.refunds.create({ payment_intent: payment.id, amount: 3_000 });
    const over = await stripeErrorOf(stripe.refunds.create({ payment_intent: payment.id, amount: 8_000 }));
    expect(over).toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount' });
    expect(over.message).toBe('Refund amount ($80.00) is greater than unrefunded amount on charge ($70.00)');
  });

  test('only what was captured can be refunded', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 10_000,
      currency: 'usd',
      capture_method: 'manual',
      confirm: true,
      payment_method: 'pm_card_visa',
      allowed_payment_method_types: ['card'],
    });
    await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 6_000 });
    const over = await stripeErrorOf(stripe.refunds.create({ payment_intent: intent.id, amount: 6_001 }));
    expect(over.code).toBe('amount_too_large');
    expect((await stripe.refunds.create({ payment_intent: intent.id })).amount).toBe(6_000);
  });

  test('an authorization not yet captured cannot be refunded: it is canceled instead', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 10_000,
      currency: 'usd',
      capture_method: 'manual',
      confirm: true,
      payment_method: 'pm_card_visa',
      allowed_payment_method_types: ['card'],
    });
    const refused = await stripeErrorOf(stripe.refunds.create({ payment_intent: intent.id }));
    expect(refused).toMatchObject({ statusCode: 400, code: 'charge_not_refundable', param: 'payment_intent' });
  });

  test('a refund by charge id, read back by its id', async () => {
    const payment = await capturedPayment(4_200);
    const refund = await stripe.refunds.create({ charge: String(payment.latest_charge) });
    const read = await stripe.refunds.retrieve(refund.id, { expand: ['payment_intent'] });
    expect(read).toMatchObject({
      id: refund.id,
      amount: 4_200,
      payment_intent: { id: payment.id, status: 'succeeded' },
    });
    const listed = await stripe.refunds.list({ payment_intent: payment.id });
    expect(listed.data.map((item) => item.id)).toEqual([refund.id]);
  });

  test('unknown intents and refunds are 404 resource_missing', async () => {
    expect(await stripeErrorOf(stripe.refunds.create({ payment_intent: 'pi_nope' }))).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'payment_intent',
    });
    expect(await stripeErrorOf(stripe.refunds.retrieve('re_nope'))).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such refund: 're_nope'",
    });
  });
});
