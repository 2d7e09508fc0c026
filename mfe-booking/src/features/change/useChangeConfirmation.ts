import { useCallback, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { errorCode, errorMessage, type BookingChangeOffer, type ChangeConfirmAnswer } from '@portal/platform';
import { delay } from '../../shared/delay';
import { useConfirmChangeMutation } from './changeApi';

const PENDING_ASKS = 5;
const PENDING_PAUSE_MS = 1_000;

export const CHANGE_FAILED = 'The airline could not change this booking. Nothing was charged.';
export const STILL_CONFIRMING =
  'We are still confirming your change with the airline. Your booking in My Trips shows it once it is done; you will not be charged twice.';
const CHALLENGE_FAILED = 'Your bank could not confirm this payment. Nothing was charged.';

/** Where a confirmation ended: changed, still being confirmed, or refused (and whether the offer is spent). */
export type ChangeOutcome =
  | { kind: 'changed'; answer: ChangeConfirmAnswer }
  | { kind: 'pending' }
  | { kind: 'refused'; message: string; offerSpent: boolean };

/** The gateway's codes after which this change offer cannot be confirmed again: the traveller asks anew. */
const SPENT_CODES = new Set([
  'PAYMENT_FAILED',
  'CHANGE_OFFER_EXPIRED',
  'CHANGE_FAILED',
  'CHANGE_NOT_FOUND',
  'BOOKING_NOT_CHANGEABLE',
]);

/**
 * Confirms one change offer: under one Idempotency-Key per offer (a retry, the 3-D Secure follow-up
 * and the waits repeat it, so the card is charged at most once), Stripe.js showing the bank's
 * challenge when the gateway asks for it, then asking again while the gateway waits for the airline.
 */
export const useChangeConfirmation = (bookingId: string, stripe: Stripe | null) => {
  const [confirmChange] = useConfirmChangeMutation();
  const [busy, setBusy] = useState(false);

  const confirm = useCallback(
    async (offer: BookingChangeOffer, idempotencyKey: string, paymentMethodId?: string): Promise<ChangeOutcome> => {
      setBusy(true);
      try {
        let challenged = false;
        let challengeRefused: string | null = null;
        for (let ask = 1; ; ask += 1) {
          const call = await confirmChange({
            bookingId,
            changeOfferId: offer.changeOfferId,
            idempotencyKey,
            ...(paymentMethodId ? { paymentMethodId } : {}),
          });
          if ('error' in call && call.error) {
            const code = errorCode(call.error);
            return {
              kind: 'refused',
              message: errorMessage(call.error, CHANGE_FAILED),
              offerSpent: code !== undefined && SPENT_CODES.has(code),
            };
          }
          const answer = call.data as ChangeConfirmAnswer;
          if (answer.status === 'changed') return { kind: 'changed', answer };
          if (answer.status === 'requires_action' && answer.clientSecret && !challenged) {
            challenged = true;
            const challenge = stripe
              ? await stripe.handleNextAction({ clientSecret: answer.clientSecret }).catch(() => ({ error: {} }))
              : { error: {} };
            if ('error' in challenge && challenge.error) challengeRefused = CHALLENGE_FAILED;
            continue;
          }
          if (challengeRefused) return { kind: 'refused', message: challengeRefused, offerSpent: true };
          if (ask >= PENDING_ASKS) return { kind: 'pending' };
          await delay(PENDING_PAUSE_MS);
        }
      } finally {
        setBusy(false);
      }
    },
    [bookingId, confirmChange, stripe],
  );

  return { confirm, busy };
};
