import { useCallback } from 'react';
import { useTrack } from './useTrack';

/** The conversion a click on a phone number reports. */
export const PHONE_CALL_EVENT = { category: 'contact', label: 'phone-call', value: 1 } as const;

/** An onClick for tel: links that reports the phone-call conversion (when tracking is allowed). */
export const usePhoneClickTracking = () => {
  const track = useTrack();
  return useCallback(() => track.event(PHONE_CALL_EVENT), [track]);
};
