import fc from 'fast-check';
import { flexibleDatesResponseSchema } from '@portal/platform-common/contracts';
import { expectReadAsContract, nearMissesOf, withOneValueAlteredInside } from '../testing';
import { REFUSED } from '@portal/platform-common/json-readers';
import { flexibleDatesFrom } from './flightReaders';
import { readFlexibleDates } from './readFlexibleDates';

const roundTrip = {
  days: [
    {
      departureDate: '2028-02-28',
      returnDate: '2028-03-06',
      status: 'priced',
      price: { amount: '512.40', currency: 'GBP' },
    },
    { departureDate: '2028-02-29', returnDate: '2028-03-07', status: 'none', price: null },
    { departureDate: '2028-03-01', returnDate: '2028-03-08', status: 'unknown', price: null },
  ],
};
const oneWay = {
  days: [
    { departureDate: '2026-12-31', status: 'priced', price: { amount: '99', currency: 'USD' } },
    { departureDate: '2027-01-01', status: 'unknown', price: null },
  ],
};
const STRIPS = [roundTrip, oneWay, { days: [] }] as const;

/** Dates a broken answer could hold: days the calendar lacks, other shapes of a date, leap years either way. */
const oddDate = fc.oneof(
  fc.constantFrom('2027-02-29', '2100-02-29', '2000-02-29', '0000-02-29', '2026-04-31', '2026-13-01', '2026-00-10'),
  fc.constantFrom('2026-12-00', '2026-1-01', '20261201', '2026-12-01T00:00:00Z', '２０２６-12-01', ' 2026-12-01'),
  fc
    .date({ min: new Date(-62_135_596_800_000), max: new Date(253_402_300_799_000), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
);
const oddValue = fc.oneof(fc.jsonValue(), oddDate, fc.constantFrom('none ', 'Priced', 'GB', 'GBPS', null, [], {}));

const readOrNull = (value: unknown) => {
  const strip = readFlexibleDates(value);
  return strip === REFUSED ? null : strip;
};

describe('the flexible-dates strip, read without zod', () => {
  test('the valid strips read as the contract parses them', () => {
    for (const strip of STRIPS) expect(readOrNull(strip)).toStrictEqual(flexibleDatesResponseSchema.parse(strip));
  });

  test('every strip one step from a valid one is read as the contract reads it', () => {
    for (const strip of [roundTrip, oneWay])
      for (const candidate of nearMissesOf(strip, ['2027-02-29', '2026-04-31', 'priced', 'GBP']))
        expect(readOrNull(candidate)).toStrictEqual(flexibleDatesResponseSchema.safeParse(candidate).data ?? null);
  });

  test('a date is read as the contract reads it, whichever day of the calendar it names or fails to', () =>
    fc.assert(
      fc.property(oddDate, (date) => {
        const strip = { days: [{ departureDate: date, status: 'none', price: null }] };
        expect(readOrNull(strip)).toStrictEqual(flexibleDatesResponseSchema.safeParse(strip).data ?? null);
      }),
      { numRuns: 3000 },
    ));

  test('accepts exactly what the contract accepts and returns what the contract returns', () =>
    expectReadAsContract(
      fc.oneof(withOneValueAlteredInside(STRIPS, oddValue), fc.jsonValue()),
      flexibleDatesResponseSchema,
      readOrNull,
      3000,
    ));

  test('a strip the contract refuses is a failed load', () => {
    expect(flexibleDatesFrom(oneWay)).toEqual(flexibleDatesResponseSchema.parse(oneWay));
    expect(() => flexibleDatesFrom({ days: [{ ...oneWay.days[0], departureDate: '2027-02-29' }] })).toThrow(
      /does not match its contract/,
    );
  });
});
