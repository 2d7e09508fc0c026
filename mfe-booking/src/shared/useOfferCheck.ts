import { useCallback } from 'react';
import { createLogger, useLazyVerifyOfferQuery, useVerifyOfferQuery } from '@portal/platform';

const log = createLogger('mfe-booking');

export type OfferCheck = 'valid' | 'expired' | 'unknown';

/**
 * The offer rechecked every `intervalMs` while a step is shown, and on demand before a step
 * moves on. 'expired' only when the gateway says so (valid false, 410); a check that fails is
 * 'unknown': the gateway checks again when the booking is made.
 */
export const useOfferCheck = (offerId: string, intervalMs: number) => {
  const polled = useVerifyOfferQuery(offerId, { pollingInterval: intervalMs });
  const [verify] = useLazyVerifyOfferQuery();

  const checkNow = useCallback(async (): Promise<OfferCheck> => {
    const result = await verify(offerId);
    // A failed check still carries the previous answer in `data`: the error decides.
    if (result.error || !result.data) {
      log.warn('could not verify the offer', result.error);
      return 'unknown';
    }
    return result.data.valid ? 'valid' : 'expired';
  }, [verify, offerId]);

  return { polledExpired: polled.data?.valid === false, expiresAt: polled.data?.expires_at ?? null, checkNow };
};
