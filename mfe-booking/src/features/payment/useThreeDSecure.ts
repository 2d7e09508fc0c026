import { useCallback } from 'react';
import { useStripe } from '@stripe/react-stripe-js';
import { createLogger, type BookingAuthentication, type BookingResult, type errorCode } from '@portal/platform';
import { delay } from '../../shared/delay';
import { classifyBookingError, type ClassifiedError } from './classifyBookingError';
import { useCompleteAuthenticationMutation } from './paymentApi';

const log = createLogger('mfe-booking');

/** How often, and how far apart, the page asks again while the gateway waits for Stripe's word. */
const PENDING_ASKS = 5;
const PENDING_PAUSE_MS = 1_000;
export const UNCONFIRMED = 'We could not confirm your payment. Please try again: you will not be charged twice.';

type CallError = NonNullable<Parameters<typeof errorCode>[0]>;
export type PaymentOutcome = { booked: BookingResult } | { error: CallError } | { failed: ClassifiedError };

/**
 * 3-D Secure: Stripe.js shows the bank's challenge (handleNextAction), then the gateway, asked
 * under the booking's Idempotency-Key, learns the outcome from Stripe and books or fails. A
 * challenge failed or abandoned is a card payment failure in the gateway's words, or Stripe's
 * when the gateway has not heard yet.
 */
export const useThreeDSecure = () => {
  const stripe = useStripe();
  const [complete] = useCompleteAuthenticationMutation();

  return useCallback(
    async ({ id, clientSecret }: BookingAuthentication, idempotencyKey: string): Promise<PaymentOutcome> => {
      let refusal: string | undefined;
      try {
        const challenge = stripe ? await stripe.handleNextAction({ clientSecret }) : { error: { message: undefined } };
        refusal = challenge.error
          ? (challenge.error.message ?? classifyBookingError({ code: 'PAYMENT_FAILED' }).description)
          : undefined;
      } catch (error) {
        log.warn('the 3-D Secure challenge could not be shown', error instanceof Error ? error.message : error);
        refusal = classifyBookingError({ code: 'PAYMENT_FAILED' }).description;
      }
      for (let ask = 1; ; ask += 1) {
        const answer = await complete({ bookingId: id, idempotencyKey });
        if (answer.error) return { error: answer.error };
        if (answer.data.kind === 'booked') return { booked: answer.data.result };
        if (refusal) return { failed: classifyBookingError({ code: 'PAYMENT_FAILED', message: refusal }) };
        if (ask === PENDING_ASKS) return { failed: classifyBookingError({ message: UNCONFIRMED }, 'payment') };
        await delay(PENDING_PAUSE_MS);
      }
    },
    [stripe, complete],
  );
};
