import { brandOf, luhnValid, summarizeCard } from './cards';
import { StripeApiError } from './errors';
import { TEST_CARDS, TEST_PAYMENT_METHODS, testPaymentMethodFor } from './testCards';

const NOW = new Date('2031-06-15T12:00:00Z');
const card = (number: string, expMonth = 12, expYear = 2033, cvc: string | undefined = '123') => ({
  number,
  expMonth,
  expYear,
  cvc,
});

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof StripeApiError) return error.error.code;
    throw error;
  }
  return undefined;
};

describe('test card tables', () => {
  test('every test number passes the Luhn check and every test method names one of them', () => {
    expect(Object.keys(TEST_CARDS).filter((number) => !luhnValid(number))).toEqual([]);
    expect(Object.values(TEST_PAYMENT_METHODS).filter((number) => !TEST_CARDS[number])).toEqual([]);
  });

  test('a test number maps to the test method real Stripe takes instead of it', () => {
    expect(testPaymentMethodFor('4242 4242 4242 4242')).toBe('pm_card_visa');
    expect(testPaymentMethodFor('4000000000000002')).toBe('pm_card_visa_chargeDeclined');
    expect(testPaymentMethodFor('4000000000009995')).toBe('pm_card_visa_chargeDeclinedInsufficientFunds');
    expect(testPaymentMethodFor('4000000000000069')).toBe('pm_card_chargeDeclinedExpiredCard');
    expect(testPaymentMethodFor('4000000000000127')).toBe('pm_card_chargeDeclinedIncorrectCvc');
    expect(testPaymentMethodFor('4000002760003184')).toBe('pm_card_authenticationRequired');
    expect(testPaymentMethodFor('4111111111111111')).toBeUndefined();
  });

  test.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3056930009020004', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
  ])('%s is %s', (number, brand) => {
    expect(brandOf(number)).toBe(brand);
  });
});

describe('summarizeCard', () => {
  test('keeps brand, last 4, expiry and behaviour: never the number or the CVC', () => {
    const summary = summarizeCard(card('4000 0000 0000 9995'), NOW);
    expect(summary).toEqual({
      brand: 'visa',
      last4: '9995',
      expMonth: 12,
      expYear: 2033,
      funding: 'credit',
      country: 'US',
      cvcProvided: true,
      behaviour: 'insufficient_funds',
    });
  });

  test('two-digit years are this century; any other Luhn-valid number succeeds', () => {
    expect(summarizeCard(card('4111111111111111', 1, 32), NOW)).toMatchObject({ expYear: 2032, behaviour: 'succeed' });
  });

  test.each([
    ['4242424242424241', 12, 2033, '123', 'incorrect_number'],
    ['4242abcd42424242', 12, 2033, '123', 'invalid_number'],
    ['4242', 12, 2033, '123', 'invalid_number'],
    ['4242424242424242', 13, 2033, '123', 'invalid_expiry_month'],
    ['4242424242424242', 12, 2030, '123', 'invalid_expiry_year'],
    ['4242424242424242', 5, 2031, '123', 'invalid_expiry_month'],
    ['4242424242424242', 12, 2033, '12a', 'invalid_cvc'],
  ])('%s %i/%i cvc %s is refused with %s', (number, month, year, cvc, code) => {
    expect(codeOf(() => summarizeCard(card(number, month, year, cvc), NOW))).toBe(code);
  });

  test('this month is still valid', () => {
    expect(codeOf(() => summarizeCard(card('4242424242424242', 6, 2031), NOW))).toBeUndefined();
  });
});
