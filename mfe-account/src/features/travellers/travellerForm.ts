import type { SavedTraveller, SavedTravellerInput } from '@portal/platform';

/** The traveller form holds every field as text; optional ones stay empty (the contract reads empty as absent). */
export type TravellerFormValues = SavedTravellerInput;

export const EMPTY_TRAVELLER: Required<TravellerFormValues> = {
  title: '',
  firstName: '',
  lastName: '',
  gender: '',
  dateOfBirth: '',
  passportNumber: '',
  passportIssuingCountry: '',
  passportExpiryDate: '',
};

export const toFormValues = (saved: SavedTraveller): TravellerFormValues => ({
  title: saved.title ?? '',
  firstName: saved.firstName,
  lastName: saved.lastName,
  gender: saved.gender,
  dateOfBirth: saved.dateOfBirth,
  passportNumber: saved.passportNumber ?? '',
  passportIssuingCountry: saved.passportIssuingCountry ?? '',
  passportExpiryDate: saved.passportExpiryDate ?? '',
});

export const TITLE_LABELS: Record<string, string> = { mr: 'Mr', ms: 'Ms', mrs: 'Mrs', miss: 'Miss', dr: 'Dr' };
export const GENDER_LABELS: Record<string, string> = { male: 'Male', female: 'Female', undisclosed: 'Undisclosed' };

/** What the list shows of a passport: enough to tell which it is, not the whole number. */
export const passportSummary = (saved: SavedTraveller): string | null =>
  saved.passportNumber
    ? `Passport ending ${saved.passportNumber.slice(-3)} (${saved.passportIssuingCountry ?? ''}), expires ${saved.passportExpiryDate ?? ''}`
    : null;
