import { createPassengersSchema, passportRequiredFor, passportDaysLeft } from './passengers';
import { maskCardNumber, maskCvv, maskExpiryMonth, maskExpiryYear } from './payments';
import { bookingReferenceOf } from './bookings';

const rules = { passportRequired: false, today: '2026-11-22', travelDate: '2026-12-10', lastFlightDate: '2026-12-17' };
const adult = {
  type: 'adult',
  title: 'mr',
  firstName: 'Sam',
  lastName: 'Lee',
  gender: 'male',
  dateOfBirth: '1990-05-01',
  email: 'sam@example.com',
  phone: '+1 555 0100',
} as const;
const messages = (passengers: object[], r = rules) => {
  const result = createPassengersSchema(r).safeParse(passengers);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('passengers', () => {
  test('a complete adult passes, passport optional', () => expect(messages([adult])).toEqual([]));
  test.each([
    [{ firstName: ' ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ dateOfBirth: '' }, 'Date of birth is required'],
    [{ dateOfBirth: '2027-01-01' }, 'Date of birth cannot be in the future'],
    [{ email: 'nope' }, 'Valid email is required for primary passenger'],
    [{ email: '' }, 'Valid email is required for primary passenger'],
    [{ phone: '' }, 'Phone number is required for primary passenger'],
    [{ dateOfBirth: '2020-01-01' }, 'Adults must be 12 or older on the day of travel'],
  ])('the primary passenger %p gives "%s"', (change, message) =>
    expect(messages([{ ...adult, ...change }])).toContain(message),
  );

  test("names follow the airlines' rule: Latin letters as on the passport, at most 20 characters", () => {
    const latin = /Latin letters as on your passport's machine-readable line/;
    for (const ok of [
      { firstName: 'Zoë', lastName: "O'Brien-Łukasik" },
      { firstName: 'José María', lastName: 'Müller' },
      { firstName: 'A'.repeat(20), lastName: 'Straße' },
    ]) {
      expect(messages([{ ...adult, ...ok }])).toEqual([]);
    }
    for (const refused of ['李', 'Ærøskøbing', 'Œdipe', 'Þór', 'Jón-ð', 'Ivan Иванов', 'Sam2', 'R. Lee', "-'"]) {
      expect(messages([{ ...adult, lastName: refused }])).toEqual([expect.stringMatching(latin)]);
    }
    expect(messages([{ ...adult, firstName: 'A'.repeat(21) }])).toEqual([
      'First name cannot exceed 20 characters (airlines take no more)',
    ]);
  });

  test('a phone number is one airlines take: international, with its country code', () => {
    const international =
      'Please enter the phone number in international format: + and the country code, then the number (for example +1 212 555 0100).';
    for (const ok of ['+44 20 7946 0958', '0044 20 7946 0958', '+1 (212) 555-0100'])
      expect(messages([{ ...adult, phone: ok }])).toEqual([]);
    for (const local of ['020 7946 0958', '555 0100', '(212) 555-0100'])
      expect(messages([{ ...adult, phone: local }])).toEqual([international]);
  });

  test('other passengers may leave e-mail and phone empty, but an e-mail given must be valid', () => {
    const child = { ...adult, type: 'child', dateOfBirth: '2018-03-03', email: '', phone: '' };
    expect(messages([adult, child])).toEqual([]);
    expect(messages([adult, { ...child, email: 'bad' }])).toContain('Please enter a valid email address');
  });

  test('passport rules when required', () => {
    const required = { ...rules, passportRequired: true };
    expect(messages([adult], required)).toEqual(
      expect.arrayContaining([
        'Passport number must be at least 5 characters',
        'Passport expiry date is required',
        'Country code must be exactly 2 characters (ISO code)',
      ]),
    );
    const withPassport = {
      ...adult,
      passportNumber: ' ab 12345 ',
      passportExpiryDate: '2030-01-01',
      passportIssuingCountry: 'us',
    };
    expect(messages([withPassport], required)).toEqual([]);
    expect(createPassengersSchema(required).parse([withPassport])[0]).toMatchObject({
      passportNumber: 'AB12345',
      passportIssuingCountry: 'US',
    });
    expect(messages([{ ...withPassport, passportNumber: 'AB-12345' }], required)).toContain(
      'Passport number can only contain letters and numbers',
    );
    expect(messages([{ ...withPassport, passportNumber: 'A'.repeat(21) }], required)).toContain(
      'Passport number cannot exceed 20 characters',
    );
    expect(messages([{ ...withPassport, passportExpiryDate: '2026-11-01' }], required)).toContain(
      'Passport must not be expired',
    );
    expect(messages([{ ...withPassport, passportIssuingCountry: '1X' }], required)).toContain(
      'Country code must contain only letters',
    );
  });

  test('an infant needs an adult lap', () => {
    const infant = { ...adult, type: 'infant_without_seat', dateOfBirth: '2026-01-01', email: '', phone: '' };
    expect(messages([adult, infant, { ...infant }])).toContain('Each infant must travel on the lap of an adult');
  });

  test('passport validity in days', () => {
    expect(passportDaysLeft('2027-05-21', '2026-11-22')).toBe(180);
  });
});

describe('passportRequiredFor', () => {
  const place = (iata: string, country: string) => ({ iata_code: iata, country_code: country });
  const offer = (from: [string, string], to: [string, string], flag = false, via?: [string, string]) => ({
    passenger_identity_documents_required: flag,
    slices: [
      {
        origin: place(...from),
        destination: place(...to),
        segments: via
          ? [
              { origin: place(...from), destination: place(...via) },
              { origin: place(...via), destination: place(...to) },
            ]
          : [{ origin: place(...from), destination: place(...to) }],
      },
    ],
  });
  test('the offer flag', () => expect(passportRequiredFor(offer(['JFK', 'US'], ['LAX', 'US'], true))).toBe(true));
  test('JFK <-> LHR either way', () => expect(passportRequiredFor(offer(['LHR', 'GB'], ['JFK', 'US']))).toBe(true));
  test('a border crossed by a slice', () =>
    expect(passportRequiredFor(offer(['SFO', 'US'], ['YVR', 'CA']))).toBe(true));
  test('a border crossed by a segment only', () =>
    expect(passportRequiredFor(offer(['SEA', 'US'], ['BOS', 'US'], false, ['YYZ', 'CA']))).toBe(true));
  test('domestic needs none', () => expect(passportRequiredFor(offer(['SEA', 'US'], ['BOS', 'US']))).toBe(false));
});

describe('cards', () => {
  test('masks', () => {
    expect(maskCardNumber('4242-4242 4242x4242 99')).toBe('4242 4242 4242 4242');
    expect(maskExpiryMonth('13')).toBe('12');
    expect(maskExpiryMonth('7')).toBe('07');
    expect(maskExpiryMonth('1')).toBe('1');
    expect(maskExpiryMonth('00')).toBe('01');
    expect(maskExpiryYear('2030')).toBe('20');
    expect(maskCvv('12a345')).toBe('1234');
  });

  test('the booking reference', () => expect(bookingReferenceOf('ord_0000ab12cd')).toBe('ORD_0000'));
});
