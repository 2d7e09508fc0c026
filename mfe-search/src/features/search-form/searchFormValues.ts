import { suggestedDepartureIso, type CabinClass } from '@portal/platform';
import type { SearchCriteria, TripType } from '../search-params';

/** What the form holds; the trip type rides along so validation can drop a one-way return date. */
export interface SearchFormValues {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate: string;
  cabinClass: CabinClass;
  adultsCount: number;
  childrenCount: number;
  infantsCount: number;
  tripType: TripType;
}

export type TravellerField = 'adultsCount' | 'childrenCount' | 'infantsCount';

export const CABIN_LABELS: Record<CabinClass, string> = {
  economy: 'Economy',
  premium_economy: 'Premium Economy',
  business: 'Business',
  first: 'First Class',
};

/**
 * The travellers popover's limits: children 0-6 and infants 0-5,
 * although the schema, and so an address, accepts up to 9 of each.
 */
export const TRAVELLER_LIMITS: Record<TravellerField, { min: number; max: number }> = {
  adultsCount: { min: 1, max: 9 },
  childrenCount: { min: 0, max: 6 },
  infantsCount: { min: 0, max: 5 },
};

export const RETURN_AFTER_DAYS = 7;

/** A yyyy-MM-dd date moved by whole days, free of time zones. */
export const addDaysIso = (iso: string, days: number): string => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The form's defaults (the first day wholly on sale, a week later, economy, one adult) under whatever the caller already knows. */
export const defaultSearchValues = (
  initial: Partial<SearchCriteria> = {},
  tripType: TripType = 'round-trip',
): SearchFormValues => {
  const departureDate = initial.departureDate ?? suggestedDepartureIso();
  return {
    origin: initial.origin ?? '',
    destination: initial.destination ?? '',
    departureDate,
    returnDate: initial.returnDate ?? (departureDate ? addDaysIso(departureDate, RETURN_AFTER_DAYS) : ''),
    cabinClass: initial.cabinClass ?? 'economy',
    adultsCount: initial.adultsCount ?? 1,
    childrenCount: initial.childrenCount ?? 0,
    infantsCount: initial.infantsCount ?? 0,
    tripType: initial.tripType ?? tripType,
  };
};
