import type { PassengerFormValues } from './passengerForm';
import { passengersResolver } from './passengersResolver';

const rules = { passportRequired: true, today: '2026-11-22', travelDate: '2026-12-22', lastFlightDate: '2026-12-29' };
const blank: PassengerFormValues = {
  type: 'adult',
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
};
const resolve = (passengers: PassengerFormValues[]) =>
  passengersResolver(rules)({ passengers }, undefined, { fields: {}, shouldUseNativeValidation: false }) as Promise<{
    values: object;
    errors: Record<string, unknown>;
  }>;
const messages = (errors: Record<string, unknown>) =>
  JSON.parse(JSON.stringify(errors)) as { passengers: Record<string, Record<string, { message: string }>> };

describe('passengersResolver', () => {
  test('field and passenger rules speak together on the first submit, one message per field', async () => {
    const { errors } = await resolve([blank]);
    const first = messages(errors).passengers[0]!;
    expect(Object.fromEntries(Object.entries(first).map(([field, error]) => [field, error.message]))).toEqual({
      title: 'Please choose a title',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      gender: 'Please choose a gender',
      dateOfBirth: 'Date of birth is required',
      email: 'Valid email is required for primary passenger',
      phone: 'Phone number is required for primary passenger',
      passportNumber: 'Passport number must be at least 5 characters',
      passportExpiryDate: 'Passport expiry date is required',
      passportIssuingCountry: 'Country code must be exactly 2 characters (ISO code)',
    });
  });

  test('party rules land on passengers.root', async () => {
    const infant = { ...blank, type: 'infant_without_seat' as const };
    const { errors } = await resolve([blank, infant, infant]);
    expect(messages(errors).passengers.root).toMatchObject({
      message: 'Each infant must travel on the lap of an adult',
    });
  });

  test('a name the airline would refuse says what to type before any card is asked for', async () => {
    const { errors } = await resolve([{ ...blank, firstName: 'Þór', lastName: 'Ærøskøbing' }]);
    const first = messages(errors).passengers[0]!;
    expect(first.firstName?.message).toBe(
      "Type the first name in Latin letters as on your passport's machine-readable line (e.g. Æ as AE, Œ as OE, Þ as TH); spaces, hyphens and apostrophes are allowed",
    );
    expect(first.lastName?.message).toMatch(/^Type the last name in Latin letters/);
  });

  test('valid passengers come back parsed', async () => {
    const jane = {
      ...blank,
      title: 'ms' as const,
      firstName: ' Jane ',
      lastName: 'Doe',
      gender: 'female' as const,
      dateOfBirth: '1990-01-01',
      email: 'jane@example.com',
      phone: '+1 555 0100',
      passportNumber: 'ab 12345',
      passportExpiryDate: '2030-01-01',
      passportIssuingCountry: 'gb',
    };
    const { values, errors } = await resolve([jane]);
    expect(errors).toEqual({});
    expect(values).toEqual({
      passengers: [
        expect.objectContaining({ firstName: 'Jane', passportNumber: 'AB12345', passportIssuingCountry: 'GB' }),
      ],
    });
  });
});
