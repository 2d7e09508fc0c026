import { ISO_COUNTRY_CODES } from '../countries';
import { createPassengersSchema, lastArrivalDate, PASSPORT_EXPIRES_DURING_TRIP_MESSAGE } from './passengers';

// A week's trip: out on 10 December, the last flight lands on 17 December.
const rules = { passportRequired: true, today: '2026-11-22', travelDate: '2026-12-10', lastFlightDate: '2026-12-17' };
const traveller = {
  type: 'adult',
  title: 'ms',
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  gender: 'female',
  dateOfBirth: '1990-05-01',
  email: 'wanjiru@example.com',
  phone: '+254 20 271 0000',
  passportNumber: 'AK1234567',
  passportExpiryDate: '2031-06-30',
  passportIssuingCountry: 'KE',
} as const;
const messages = (change: object, r = rules) => {
  const result = createPassengersSchema(r).safeParse([{ ...traveller, ...change }]);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the issuing country of a passport', () => {
  test('every one of the 249 assigned ISO 3166-1 codes is accepted, in any case', () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(249);
    for (const code of ISO_COUNTRY_CODES) expect(messages({ passportIssuingCountry: code })).toEqual([]);
    expect(messages({ passportIssuingCountry: ' ke ' })).toEqual([]);
  });

  test.each(['XX', 'UK', 'EU', 'XK', 'ZZ'])("two letters no country has ('%s') are refused, saying so", (code) => {
    expect(messages({ passportIssuingCountry: code })).toEqual([
      `'${code}' is not an ISO 3166 country code. Please choose the issuing country from the list.`,
    ]);
  });

  test("the spec's messages for what is not two letters still come first", () => {
    expect(messages({ passportIssuingCountry: 'KEN' })[0]).toBe('Country code must be exactly 2 characters (ISO code)');
    expect(messages({ passportIssuingCountry: '1X' })[0]).toBe('Country code must contain only letters');
  });
});

describe('the expiry of a passport against the trip', () => {
  test('a passport that expires before the last flight lands is refused with a clear message', () => {
    expect(PASSPORT_EXPIRES_DURING_TRIP_MESSAGE).toBe(
      'This passport expires before your last flight. Please use a passport valid for the whole trip.',
    );
    expect(messages({ passportExpiryDate: '2026-12-12' })).toEqual([PASSPORT_EXPIRES_DURING_TRIP_MESSAGE]);
    expect(messages({ passportExpiryDate: '2026-12-16' })).toEqual([PASSPORT_EXPIRES_DURING_TRIP_MESSAGE]);
  });

  test('one valid on the day of the last flight is accepted (expiring soon is a hint, not a refusal)', () => {
    expect(messages({ passportExpiryDate: '2026-12-17' })).toEqual([]);
    expect(messages({ passportExpiryDate: '2027-01-31' })).toEqual([]);
  });

  test('an expired passport keeps the spec message; a date that is not one is refused', () => {
    expect(messages({ passportExpiryDate: '2026-11-22' })).toEqual(['Passport must not be expired']);
    expect(messages({ passportExpiryDate: 'soon' })).toEqual(['Passport expiry date must be a date (yyyy-MM-dd)']);
    expect(messages({ passportExpiryDate: '2031-13-45' })).toEqual([
      'Passport expiry date must be a date (yyyy-MM-dd)',
    ]);
    expect(messages({ passportExpiryDate: '2031-02-30' })).toEqual([
      'Passport expiry date must be a date (yyyy-MM-dd)',
    ]);
  });

  test('an optional passport, when given, is held to the same rule', () => {
    expect(messages({ passportExpiryDate: '2026-12-12' }, { ...rules, passportRequired: false })).toEqual([
      PASSPORT_EXPIRES_DURING_TRIP_MESSAGE,
    ]);
  });

  test("the last flight is the latest arrival of the trip's segments (an overnight return lands the next day)", () => {
    const segment = (arriving_at: string) => ({ arriving_at });
    const trip = {
      slices: [
        { segments: [segment('2026-12-10T14:30:00'), segment('2026-12-10T22:05:00')] },
        { segments: [segment('2026-12-18T07:10:00')] },
      ],
    };
    expect(lastArrivalDate(trip)).toBe('2026-12-18');
    expect(lastArrivalDate({ slices: [] })).toBeUndefined();
  });
});
