/**
 * Stripe's smallest card charge per currency, in minor units
 * (docs.stripe.com/currencies#minimum-and-maximum-charge-amounts); 50 for a currency not listed.
 * A smaller amount cannot be taken by card at all: Stripe refuses the PaymentIntent.
 */
const MINIMUM_CHARGE_MINOR: Record<string, bigint> = {
  USD: 50n,
  EUR: 50n,
  GBP: 30n,
  CAD: 50n,
  AUD: 50n,
  NZD: 50n,
  CHF: 50n,
  SGD: 50n,
  JPY: 50n,
  INR: 50n,
  BRL: 50n,
  DKK: 250n,
  NOK: 300n,
  SEK: 300n,
  PLN: 200n,
  CZK: 1500n,
  HUF: 17500n,
  HKD: 400n,
  MXN: 1000n,
  AED: 200n,
  THB: 1000n,
};

export const minimumChargeMinor = (currency: string): bigint => MINIMUM_CHARGE_MINOR[currency.toUpperCase()] ?? 50n;
