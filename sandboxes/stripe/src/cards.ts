import { createHmac } from 'node:crypto';
import { cardInputError } from './errors';
import type { Params } from './params';
import { TEST_CARDS, type CardBehaviour } from './testCards';

/** The card fields as sent. Lives for one request only: never stored, never logged. */
export interface RawCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc?: string;
}

/** All that is kept of a card: what Stripe itself shows of it, and what the test number does. */
export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  funding: 'credit' | 'debit';
  country: string;
  cvcProvided: boolean;
  behaviour: CardBehaviour;
}

export const luhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
};

const BRANDS: [string, RegExp][] = [
  ['amex', /^3[47]/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
  ['discover', /^(6011|64[4-9]|65)/],
  ['jcb', /^35(2[89]|[3-8])/],
  ['diners', /^(30[0-59]|3[689])/],
  ['unionpay', /^62/],
];

export const brandOf = (digits: string): string => BRANDS.find(([, pattern]) => pattern.test(digits))?.[0] ?? 'unknown';

/** Format checks only (400s); whether the card is usable is decided by summarizeCard (402s). */
export const readRawCard = (card: Params): RawCard => {
  card.allowOnly(['number', 'exp_month', 'exp_year', 'cvc']);
  return {
    number: card.string('number', { required: true, max: 40 }) ?? '',
    expMonth: card.integer('exp_month', { required: true }) ?? 0,
    expYear: card.integer('exp_year', { required: true }) ?? 0,
    cvc: card.string('cvc', { max: 10 }),
  };
};

/** Stripe's card checks in its order (number, expiry, CVC), then the summary that is kept. */
export const summarizeCard = (raw: RawCard, now: Date): CardSummary => {
  const digits = raw.number.replace(/ /g, '');
  if (!/^\d{12,19}$/.test(digits)) throw cardInputError('invalid_number', 'Your card number is invalid.', 'number');
  if (!luhnValid(digits)) throw cardInputError('incorrect_number', 'Your card number is incorrect.', 'number');
  const year = raw.expYear < 100 ? 2000 + raw.expYear : raw.expYear;
  const thisYear = now.getUTCFullYear();
  if (raw.expMonth < 1 || raw.expMonth > 12)
    throw cardInputError('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
  if (year < thisYear || year > thisYear + 50)
    throw cardInputError('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
  if (year === thisYear && raw.expMonth < now.getUTCMonth() + 1)
    throw cardInputError('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
  if (raw.cvc !== undefined && !/^\d{3,4}$/.test(raw.cvc))
    throw cardInputError('invalid_cvc', "Your card's security code is invalid.", 'cvc');
  const test = TEST_CARDS[digits];
  return {
    brand: brandOf(digits),
    last4: digits.slice(-4),
    expMonth: raw.expMonth,
    expYear: year,
    funding: test?.funding ?? 'credit',
    country: 'US',
    cvcProvided: raw.cvc !== undefined && raw.cvc !== '',
    behaviour: test?.behaviour ?? 'succeed',
  };
};

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Stripe's `card.fingerprint` (16 letters and digits, e.g. 'Xt5EWLLDS7FJjR1c'): one card number
 * gives one fingerprint on an account and another elsewhere. Keyed by the account's secret, so
 * the number cannot be recovered from it.
 */
export const cardFingerprintWith =
  (secret: string) =>
  (digits: string): string =>
    [
      ...createHmac('sha256', secret)
        .update(`card-fingerprint:${digits.replace(/ /g, '')}`)
        .digest()
        .subarray(0, 16),
    ]
      .map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length])
      .join('');

/** The card behind a test PaymentMethod id such as pm_card_visa: it expires in three years. */
export const testCardSummary = (number: string, now: Date): CardSummary =>
  summarizeCard({ number, expMonth: 12, expYear: now.getUTCFullYear() + 3, cvc: '123' }, now);
