import type Stripe from 'stripe';
import { testPaymentMethodFor } from '../../sandbox/stripe';

/** The card as the contract parsed it (digits only). Lives for one request: never stored, never logged. */
export interface CardInput {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  holderName: string;
}

/** All that is ever kept of a card. */
export interface CardSummary {
  brand: string | null;
  last4: string;
}

/**
 * How card fields reach Stripe. 'raw': as payment_method_data (the sandbox, and live mode on an
 * account with raw card data access); 'test-methods': a real Stripe test key, which refuses raw
 * numbers, so Stripe's documented test numbers become their test PaymentMethods.
 */
export type CardHandling = 'raw' | 'test-methods';

export const summaryOf = (card: CardInput): CardSummary => ({ brand: null, last4: card.number.slice(-4) });

/** '7' or '07' → 7; '29' → 2029 (the form takes two digits; four are accepted too). */
const expiry = (card: CardInput) => {
  const year = Number(card.expiryYear);
  return { exp_month: Number(card.expiryMonth), exp_year: year < 100 ? 2000 + year : year };
};

/** The payment-method part of a PaymentIntent create call; null when a test key cannot take this card. */
export const paymentMethodParams = (
  card: CardInput,
  handling: CardHandling,
): Pick<Stripe.PaymentIntentCreateParams, 'payment_method' | 'payment_method_data'> | null => {
  if (handling === 'test-methods') {
    const testMethod = testPaymentMethodFor(card.number);
    return testMethod ? { payment_method: testMethod } : null;
  }
  // The SDK's types leave raw card fields out (most accounts may not send them): built as a value.
  const data = {
    type: 'card' as const,
    card: { number: card.number, ...expiry(card), cvc: card.cvv },
    billing_details: { name: card.holderName },
  };
  return { payment_method_data: data as Stripe.PaymentIntentCreateParams.PaymentMethodData };
};
