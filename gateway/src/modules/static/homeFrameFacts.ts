import { suggestedDepartureIso, todayIso } from '@portal/platform/contracts';
import type { FrameContact } from './headerFrameContact';

/** What the static home page needs besides its fixed words: the brand's name and line, the form's dates. */
export interface HomeFrameFacts {
  brandName: string;
  phone: string;
  hours: string;
  /** The form's departure and return (yyyy-MM-dd), and the first day either may take. */
  departureDate: string;
  returnDate: string;
  today: string;
}

/** The search section's id, the React SearchSection's (mfe-search SEARCH_FORM_ID): #search-form links work in both. */
export const SEARCH_FORM_ID = 'search-form';

/** The return a new search suggests, this many days after the departure (mfe-search RETURN_AFTER_DAYS). */
export const RETURN_AFTER_DAYS = 7;

/** A yyyy-MM-dd date moved by whole days, free of time zones (mfe-search addDaysIso). */
export const addDaysIso = (iso: string, days: number): string => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * The home page's facts at this moment: the form's defaults as mfe-search's defaultSearchValues
 * makes them (the suggested departure, a week later), in the server's time zone; the visitor's
 * own, when it differs, is the app's to apply once it starts.
 */
export const homeFrameFacts = (
  brandName: string,
  { phone, hours }: FrameContact,
  now: Date = new Date(),
): HomeFrameFacts => {
  const departureDate = suggestedDepartureIso(now);
  return {
    brandName,
    phone,
    hours,
    departureDate,
    returnDate: addDaysIso(departureDate, RETURN_AFTER_DAYS),
    today: todayIso(now),
  };
};
