import { passengerTypeForAge, type SavedTraveller } from '@portal/platform';
import type { PassengerType } from '../../shared/party';
import type { PassengerFormValues } from './passengerForm';

/** Whole years between a birth date and a day, both yyyy-MM-dd (the contract's reckoning). */
const ageOn = (dateOfBirth: string, on: string): number => {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = on.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
};

const BAND_NAMES: Record<PassengerType, string> = {
  adult: 'an adult',
  child: 'a child',
  infant_without_seat: 'an infant',
};

/**
 * Why this saved traveller cannot fill a block of this type (their age band on the day of travel
 * is another, or they are not born yet), or null when they fit.
 */
export const whyNotFitting = (
  traveller: Pick<SavedTraveller, 'dateOfBirth'>,
  type: PassengerType,
  travelDate: string,
): string | null => {
  const age = ageOn(traveller.dateOfBirth, travelDate);
  if (age < 0) return 'Not born by the day of travel';
  const band = passengerTypeForAge(age);
  return band === type ? null : `Travels as ${BAND_NAMES[band]} on this trip`;
};

/** The passenger fields a saved traveller fills; what it lacks (a passport) is emptied, not kept from before. */
export const passengerFieldsFrom = (
  traveller: SavedTraveller,
): Pick<
  PassengerFormValues,
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'gender'
  | 'dateOfBirth'
  | 'passportNumber'
  | 'passportIssuingCountry'
  | 'passportExpiryDate'
> => ({
  title: traveller.title ?? '',
  firstName: traveller.firstName,
  lastName: traveller.lastName,
  gender: traveller.gender,
  dateOfBirth: traveller.dateOfBirth,
  passportNumber: traveller.passportNumber ?? '',
  passportIssuingCountry: traveller.passportIssuingCountry ?? '',
  passportExpiryDate: traveller.passportExpiryDate ?? '',
});
