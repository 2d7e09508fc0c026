import { useCallback } from 'react';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { createLogger } from '@portal/platform';
import { classifyStripeError } from './cardForm';
import type { ClassifiedError } from './classifyBookingError';
import type { Attempt } from './useAttemptKey';

const log = createLogger('mfe-booking');

export type PaymentMethodOutcome = { id: string } | { refused: ClassifiedError };

/**
 * The attempt's card PaymentMethod: made by Stripe.js from its card Element (the number and CVC
 * go from Stripe's frame to Stripe, never through the portal) at the first Pay of an attempt.
 */
export const useCardPaymentMethod = (attempt: Attempt) => {
  const stripe = useStripe();
  const elements = useElements();
  return useCallback(
    async (holderName: string): Promise<PaymentMethodOutcome> => {
      const kept = attempt.paymentMethod();
      if (kept) return { id: kept };
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) return { refused: classifyStripeError(undefined) };
      try {
        const { paymentMethod, error } = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: { name: holderName },
        });
        if (error || !paymentMethod) return { refused: classifyStripeError(error) };
        attempt.keepPaymentMethod(paymentMethod.id);
        return { id: paymentMethod.id };
      } catch (error) {
        log.warn('Stripe.js could not make a PaymentMethod', error instanceof Error ? error.message : error);
        return { refused: classifyStripeError(undefined) };
      }
    },
    [attempt, stripe, elements],
  );
};
