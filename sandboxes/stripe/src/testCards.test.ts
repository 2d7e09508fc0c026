import Stripe from 'stripe';
import { browserMethod, payWith, rawCard, startStripeSandbox, stripeErrorOf } from './testSandbox';

// Stripe's test cards that decline, pass or are refused before charging; its 3-D Secure cards are in
// threeDSecureCards.test.ts.
let harness: Awaited<ReturnType<typeof startStripeSandbox>>;
let stripe: Stripe;

beforeAll(async () => {
  harness = await startStripeSandbox();
  stripe = harness.stripe;
});
afterAll(() => harness.close());

/** The card as Stripe.js sends it from the card frame (the secret key may not send a number). */
const madeByStripeJs = (number: string) => browserMethod(harness.browser, number);

const DECLINED = [
  {
    number: '4000000000000002',
    testId: 'pm_card_visa_chargeDeclined',
    code: 'card_declined',
    decline: 'generic_decline',
    message: 'Your card was declined.',
    param: undefined,
  },
  {
    number: '4000000000009995',
    testId: 'pm_card_visa_chargeDeclinedInsufficientFunds',
    code: 'card_declined',
    decline: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
    param: undefined,
  },
  {
    number: '4000000000000069',
    testId: 'pm_card_chargeDeclinedExpiredCard',
    code: 'expired_card',
    decline: 'expired_card',
    message: 'Your card has expired.',
    param: 'exp_month',
  },
  {
    number: '4000000000000127',
    testId: 'pm_card_chargeDeclinedIncorrectCvc',
    code: 'incorrect_cvc',
    decline: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
    param: 'cvc',
  },
];

const expectDeclined = async (error: Stripe.errors.StripeError, expected: (typeof DECLINED)[number]) => {
  expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
  expect(error).toMatchObject({
    type: 'StripeCardError',
    rawType: 'card_error',
    statusCode: 402,
    code: expected.code,
    decline_code: expected.decline,
    message: expected.message,
    param: expected.param,
  });
  expect(error.charge).toMatch(/^ch_/);
  expect(error.payment_intent).toMatchObject({
    status: 'requires_payment_method',
    payment_method: null,
    last_payment_error: { code: expected.code, decline_code: expected.decline },
  });
  // The failed attempt stays on the intent, as on Stripe.
  const intent = await stripe.paymentIntents.retrieve(error.payment_intent?.id ?? '');
  expect(intent).toMatchObject({
    status: 'requires_payment_method',
    amount_capturable: 0,
    latest_charge: error.charge,
  });
  expect(intent.last_payment_error).toMatchObject({
    type: 'card_error',
    code: expected.code,
    decline_code: expected.decline,
    message: expected.message,
  });
};

describe('declining test cards', () => {
  test.each(DECLINED)('card $number, made by Stripe.js, fails with $code / $decline', async (expected) => {
    await expectDeclined(
      await stripeErrorOf(payWith(stripe, { payment_method: await madeByStripeJs(expected.number) })),
      expected,
    );
  });

  test.each(DECLINED)('test method $testId fails the same way', async (expected) => {
    await expectDeclined(await stripeErrorOf(payWith(stripe, { payment_method: expected.testId })), expected);
  });

  test('a declined intent can be confirmed again with a good card', async () => {
    const declined = await stripeErrorOf(payWith(stripe, { payment_method: 'pm_card_visa_chargeDeclined' }));
    const retried = await stripe.paymentIntents.confirm(declined.payment_intent?.id ?? '', {
      payment_method: 'pm_card_visa',
    });
    expect(retried).toMatchObject({ status: 'requires_capture', last_payment_error: null });
  });
});

describe('cards that pass', () => {
  test.each([
    ['4242424242424242', 'visa', '4242'],
    ['5555555555554444', 'mastercard', '4444'],
    ['378282246310005', 'amex', '0005'],
    ['4111111111111111', 'visa', '1111'],
  ])('%s authorizes as %s ending %s', async (number, brand, last4) => {
    const intent = await payWith(
      stripe,
      { payment_method: await madeByStripeJs(number) },
      { expand: ['payment_method'] },
    );
    expect(intent.status).toBe('requires_capture');
    expect((intent.payment_method as Stripe.PaymentMethod).card).toMatchObject({ brand, last4 });
  });

  test('pm_card_visa authorizes', async () => {
    expect((await payWith(stripe, { payment_method: 'pm_card_visa' })).status).toBe('requires_capture');
  });
});

describe('card details Stripe refuses before charging', () => {
  test('a number failing the Luhn check is incorrect_number, and no method is made', async () => {
    const before = harness.sandbox.store.paymentMethods.entries().length;
    const error = await stripeErrorOf(harness.browser.paymentMethods.create(rawCard('4242424242424241')));
    expect(error).toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'incorrect_number',
      param: 'number',
      message: 'Your card number is incorrect.',
    });
    expect(harness.sandbox.store.paymentMethods.entries()).toHaveLength(before);
  });

  test('a past expiry year is invalid_expiry_year', async () => {
    const card = rawCard('4242424242424242');
    card.card.exp_year = new Date().getUTCFullYear() - 1;
    const error = await stripeErrorOf(harness.browser.paymentMethods.create(card));
    expect(error).toMatchObject({
      type: 'StripeCardError',
      code: 'invalid_expiry_year',
      param: 'exp_year',
      message: "Your card's expiration year is invalid.",
    });
  });

  test('a malformed CVC is invalid_cvc', async () => {
    const card = rawCard('4242424242424242');
    card.card.cvc = '12';
    expect(await stripeErrorOf(harness.browser.paymentMethods.create(card))).toMatchObject({
      code: 'invalid_cvc',
      param: 'cvc',
    });
  });
});
