import { createLogger } from '@portal/platform';
import type { TripType } from '../search-params';

export const LAST_TRIP_TYPE_KEY = 'lastTripType';

const log = createLogger('mfe-search');

/** The trip type chosen last on this browser, so the form opens on it again; or null. */
export const readLastTripType = (): TripType | null => {
  try {
    const saved = window.localStorage.getItem(LAST_TRIP_TYPE_KEY);
    return saved === 'one-way' || saved === 'round-trip' ? saved : null;
  } catch {
    return null;
  }
};

/** Remembers the trip type; a browser that refuses (private mode, full storage) is ignored. */
export const saveLastTripType = (tripType: TripType): void => {
  try {
    window.localStorage.setItem(LAST_TRIP_TYPE_KEY, tripType);
  } catch (error) {
    log.warn('could not remember the trip type', error);
  }
};
