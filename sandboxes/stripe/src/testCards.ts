/** What a card does when charged: Stripe's documented test-card behaviours. */
export type DeclineBehaviour =
  | 'generic_decline'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'fraudulent'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error';

/** Cards that ask for 3-D Secure; some are declined even once the customer passes it. */
export type AuthenticationBehaviour =
  'authentication_required' | 'authentication_then_insufficient_funds' | 'authentication_then_decline';

export type CardBehaviour = 'succeed' | DeclineBehaviour | AuthenticationBehaviour;

/** What the bank answers once the customer has passed 3-D Secure: nothing (authorized) or a decline. */
export const AFTER_AUTHENTICATION: Record<AuthenticationBehaviour, DeclineBehaviour | undefined> = {
  authentication_required: undefined,
  authentication_then_insufficient_funds: 'insufficient_funds',
  authentication_then_decline: 'generic_decline',
};

export const asksForAuthentication = (behaviour: CardBehaviour): behaviour is AuthenticationBehaviour =>
  Object.hasOwn(AFTER_AUTHENTICATION, behaviour);

export interface Decline {
  code: string;
  declineCode: string;
  message: string;
  param?: string;
}

/** The error each decline answers with, in Stripe's words. */
export const DECLINES: Record<DeclineBehaviour, Decline> = {
  generic_decline: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  lost_card: { code: 'card_declined', declineCode: 'lost_card', message: 'Your card was declined.' },
  stolen_card: { code: 'card_declined', declineCode: 'stolen_card', message: 'Your card was declined.' },
  fraudulent: { code: 'card_declined', declineCode: 'fraudulent', message: 'Your card was declined.' },
  expired_card: {
    code: 'expired_card',
    declineCode: 'expired_card',
    message: 'Your card has expired.',
    param: 'exp_month',
  },
  incorrect_cvc: {
    code: 'incorrect_cvc',
    declineCode: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
    param: 'cvc',
  },
  processing_error: {
    code: 'processing_error',
    declineCode: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

/** A card that needs 3-D Secure, charged where no one can authenticate (off_session, error_on_requires_action). */
export const AUTHENTICATION_DECLINE: Decline = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

interface TestCard {
  behaviour: CardBehaviour;
  funding?: 'credit' | 'debit';
}

/**
 * Stripe's test numbers (docs.stripe.com/testing). Any other number that passes the Luhn check
 * succeeds as a credit card of its brand. These constants are the only place numbers live.
 */
export const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { behaviour: 'succeed' },
  '4000056655665556': { behaviour: 'succeed', funding: 'debit' },
  '5555555555554444': { behaviour: 'succeed' },
  '5200828282828210': { behaviour: 'succeed', funding: 'debit' },
  '378282246310005': { behaviour: 'succeed' },
  '6011111111111117': { behaviour: 'succeed' },
  '3056930009020004': { behaviour: 'succeed' },
  '3566002020360505': { behaviour: 'succeed' },
  '6200000000000005': { behaviour: 'succeed' },
  // Its payments succeed; a refund starts succeeded and fails later (lifecycle.ts).
  '4000000000005126': { behaviour: 'succeed' },
  '4000000000000002': { behaviour: 'generic_decline' },
  '4000000000009995': { behaviour: 'insufficient_funds' },
  '4000000000009987': { behaviour: 'lost_card' },
  '4000000000009979': { behaviour: 'stolen_card' },
  '4100000000000019': { behaviour: 'fraudulent' },
  '4000000000000069': { behaviour: 'expired_card' },
  '4000000000000127': { behaviour: 'incorrect_cvc' },
  '4000000000000119': { behaviour: 'processing_error' },
  '4000002760003184': { behaviour: 'authentication_required' },
  '4000002500003155': { behaviour: 'authentication_required' },
  '4000000000003220': { behaviour: 'authentication_required' },
  '4000000000003063': { behaviour: 'authentication_required' },
  '4000008260003178': { behaviour: 'authentication_then_insufficient_funds' },
  '4000008400001629': { behaviour: 'authentication_then_decline' },
  // 3-D Secure supported but not required: Stripe does not ask for it by default.
  '4000000000003055': { behaviour: 'succeed' },
};

/**
 * Stripe's test PaymentMethod ids, each the card behind it. Real Stripe refuses raw numbers on
 * ordinary accounts: with a real test key, send the id for the number instead (see README).
 */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_mastercard_debit: '5200828282828210',
  pm_card_amex: '378282246310005',
  pm_card_discover: '6011111111111117',
  pm_card_diners: '3056930009020004',
  pm_card_jcb: '3566002020360505',
  pm_card_unionpay: '6200000000000005',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_visa_chargeDeclinedLostCard: '4000000000009987',
  pm_card_visa_chargeDeclinedStolenCard: '4000000000009979',
  pm_card_chargeDeclinedFraudulent: '4100000000000019',
  pm_card_radarBlock: '4100000000000019',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequiredChargeDeclinedInsufficientFunds: '4000008260003178',
  pm_card_threeDSecure2Required: '4000000000003220',
  pm_card_threeDSecureRequired: '4000000000003063',
  pm_card_threeDSecureRequiredChargeDeclined: '4000008400001629',
  pm_card_threeDSecureOptional: '4000000000003055',
  pm_card_refundFail: '4000000000005126',
};

/** The test PaymentMethod id standing for a test card number (spaces ignored), if there is one. */
export const testPaymentMethodFor = (number: string): string | undefined => {
  const digits = number.replace(/ /g, '');
  return Object.keys(TEST_PAYMENT_METHODS).find((id) => TEST_PAYMENT_METHODS[id] === digits);
};
