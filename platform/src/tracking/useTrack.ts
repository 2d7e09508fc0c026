import { useMemo } from 'react';
import { useBrand } from '../store/hooks';
import { useConsent } from '../consent/useConsent';
import { createTracker, type Tracker } from './tracker';

/** The tracker for this page: the brand's tracking id and the visitor's marketing consent decide whether it sends. */
export const useTrack = (): Tracker => {
  const { trackingId } = useBrand();
  const { granted } = useConsent();
  return useMemo(
    () => createTracker({ trackingId, marketingConsent: granted.marketing }),
    [trackingId, granted.marketing],
  );
};
