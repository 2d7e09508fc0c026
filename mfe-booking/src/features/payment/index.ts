export { PaymentStep } from './PaymentStep';
// The card pieces another payment (a booking change) is made of.
export { CardDetails } from './CardDetails';
export { classifyStripeError, EMPTY_HOLDER, type HolderForm } from './cardForm';
export { TestCardHint } from './TestCardHint';
export { useAttemptKey } from './useAttemptKey';
export { useCardPaymentMethod } from './useCardPaymentMethod';
export { useStripeJs, type StripeJs } from './useStripeJs';
