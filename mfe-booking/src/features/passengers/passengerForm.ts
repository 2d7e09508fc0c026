import type { Passenger, PassengerInput, SessionUser } from '@portal/platform';
import type { PassengerType } from '../../shared/party';

/** One passenger block as the form holds it: every field text, choices empty until picked. */
export interface PassengerFormValues {
  type: PassengerType;
  title: PassengerInput['title'] | '';
  firstName: string;
  lastName: string;
  gender: PassengerInput['gender'] | '';
  dateOfBirth: string;
  email: string;
  phone: string;
  passportNumber: string;
  passportExpiryDate: string;
  passportIssuingCountry: string;
}
export interface PassengersFormValues {
  passengers: PassengerFormValues[];
}
export interface PassengersFormOutput {
  passengers: Passenger[];
}

export const TITLE_LABELS: Record<PassengerInput['title'], string> = {
  mr: 'Mr',
  ms: 'Ms',
  mrs: 'Mrs',
  miss: 'Miss',
  dr: 'Dr',
};
export const GENDER_LABELS: Record<PassengerInput['gender'], string> = {
  male: 'Male',
  female: 'Female',
  undisclosed: 'Undisclosed',
};

const blank = (type: PassengerType): PassengerFormValues => ({
  type,
  title: '',
  firstName: '',
  lastName: '',
  gender: '',
  dateOfBirth: '',
  email: '',
  phone: '',
  passportNumber: '',
  passportExpiryDate: '',
  passportIssuingCountry: '',
});

/**
 * The blocks to show: what was entered before (back from a later step) when it is for the same
 * party, else empty blocks; the signed-in user's name and e-mail on the primary passenger.
 */
export const initialPassengers = (
  types: PassengerType[],
  saved: Passenger[] | null,
  user: SessionUser | null,
): PassengerFormValues[] => {
  if (saved && saved.length === types.length && saved.every((passenger, index) => passenger.type === types[index])) {
    return saved.map((passenger) => ({
      ...blank(passenger.type),
      ...passenger,
      email: passenger.email ?? '',
      phone: passenger.phone ?? '',
      passportNumber: passenger.passportNumber ?? '',
      passportExpiryDate: passenger.passportExpiryDate ?? '',
      passportIssuingCountry: passenger.passportIssuingCountry ?? '',
    }));
  }
  return types.map((type, index) => (index === 0 && user ? { ...blank(type), ...primaryFromUser(user) } : blank(type)));
};

/** The signed-in user's name, e-mail and (from the profile) phone, for the primary passenger. */
export const primaryFromUser = (user: Pick<SessionUser, 'firstName' | 'lastName' | 'email' | 'phone'>) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone ?? '',
});
