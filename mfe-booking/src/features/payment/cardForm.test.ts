import { checkHolderName, classifyStripeError } from './cardForm';

describe('classifyStripeError', () => {
  test.each([
    ['incomplete_number', 'Invalid Card Number'],
    ['invalid_number', 'Invalid Card Number'],
    ['incomplete_expiry', 'Invalid Expiry Date'],
    ['invalid_expiry_month_past', 'Invalid Expiry Date'],
    ['incomplete_cvc', 'Invalid CVV'],
    ['invalid_cvc', 'Invalid CVV'],
  ])("a validation error %s: the spec's title %p, Stripe's words, the card kept", (code, title) => {
    expect(classifyStripeError({ type: 'validation_error', code, message: 'Stripe says so.' })).toEqual({
      kind: 'invalid-card',
      title,
      description: 'Stripe says so.',
    });
  });

  test("a card error is a card payment failure in Stripe's words", () => {
    expect(
      classifyStripeError({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' }),
    ).toEqual({ kind: 'payment', title: 'Card Payment Failed', description: 'Your card was declined.' });
  });

  test("Stripe unreachable, or no Stripe.js at all: a 'Payment Error' asking to try again", () => {
    expect(
      classifyStripeError({
        type: 'api_connection_error',
        code: undefined,
        message: 'We could not connect to Stripe.',
      }),
    ).toMatchObject({ kind: 'payment-error', title: 'Payment Error', description: 'We could not connect to Stripe.' });
    expect(classifyStripeError(undefined)).toMatchObject({
      kind: 'payment-error',
      title: 'Payment Error',
      description: 'Secure card entry is not ready. Please try again.',
    });
  });
});

describe('checkHolderName', () => {
  test('at least 3 characters once trimmed', () => {
    expect(checkHolderName(' Al ')).toBe('Please enter the name as it appears on your card');
    expect(checkHolderName('Ada')).toBe(true);
  });
});
