import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export interface PassengerEntry {
  title?: string;
  firstName?: string;
  lastName?: string;
  gender?: string;
  dateOfBirth?: string;
  email?: string;
  phone?: string;
  passportNumber?: string;
  passportExpiryDate?: string;
  passportIssuingCountry?: string;
}

const TEXT_FIELDS: [keyof PassengerEntry, RegExp][] = [
  ['firstName', /^First name/],
  ['lastName', /^Last name/],
  ['dateOfBirth', /^Date of birth/],
  ['email', /^Email/],
  ['phone', /^Phone/],
  ['passportNumber', /^Passport number/],
  ['passportExpiryDate', /^Passport expiry date/],
];
const SELECTS: [keyof PassengerEntry, RegExp][] = [
  ['title', /^Title/],
  ['gender', /^Gender/],
];

/** Types the start of a country's name into the issuing-country picker and picks it from the list. */
export const pickCountry = async (user: UserEvent, label: string, country: string) => {
  const input = within(screen.getByRole('region', { name: label })).getByRole('combobox', { name: /^Issuing country/ });
  await user.clear(input);
  await user.type(input, country.slice(0, 4));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: country }));
};

/** Fills the block of one passenger ('Adult 1'...) as a traveller would. Dates are typed as yyyy-MM-dd (date picker stub). */
export const fillPassenger = async (user: UserEvent, label: string, entry: PassengerEntry) => {
  const block = within(screen.getByRole('region', { name: label }));
  for (const [field, name] of SELECTS) {
    const value = entry[field];
    if (value === undefined) continue;
    await user.selectOptions(block.getByRole('combobox', { name }), value);
  }
  if (entry.passportIssuingCountry !== undefined) await pickCountry(user, label, entry.passportIssuingCountry);
  for (const [field, name] of TEXT_FIELDS) {
    const value = entry[field];
    if (value === undefined) continue;
    const input = block.getByRole('textbox', { name });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
};

export const JANE: PassengerEntry = {
  title: 'Ms',
  firstName: 'Jane',
  lastName: 'Doe',
  gender: 'Female',
  dateOfBirth: '1990-05-17',
  email: 'jane@example.com',
  phone: '+1 555 0100',
};
