import fc from 'fast-check';
import { z } from 'zod';
import { expectReadAsContract } from '../testing/contractProperties';
import { isoDate, isoDateTime, REFUSED, type Reader, uuid } from './jsonReaders';

const orNull =
  <T>(read: Reader<T>) =>
  (value: unknown) => {
    const read_ = read(value);
    return read_ === REFUSED ? null : read_;
  };

/** A valid text with one character changed, dropped or added somewhere. */
const oneEditFrom = (valid: fc.Arbitrary<string>) =>
  fc
    .tuple(valid, fc.nat(), fc.constantFrom('0', '9', 'a', 'F', 'g', '-', ':', '.', 'Z', 'T', ' ', '+'), fc.nat(2))
    .map(([text, at, character, how]) => {
      const index = at % (text.length + 1);
      if (how === 0) return text.slice(0, index) + character + text.slice(index + 1);
      if (how === 1) return text.slice(0, index) + text.slice(index + 1);
      return text.slice(0, index) + character + text.slice(index);
    });

const isoDateTimes = fc
  .date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
  .chain((date) =>
    fc.constantFrom(
      date.toISOString(),
      date.toISOString().replace('.000Z', 'Z'),
      date.toISOString().slice(0, 16) + 'Z',
    ),
  );

describe("readers of zod's string formats", () => {
  test('uuid reads what z.uuid() accepts', () =>
    expectReadAsContract(
      fc.oneof(
        fc.uuid(),
        oneEditFrom(fc.uuid()),
        fc.constantFrom(
          '00000000-0000-0000-0000-000000000000',
          'ffffffff-ffff-ffff-ffff-ffffffffffff',
          '6ba7b810-9dad-01d1-80b4-00c04fd430c8',
          '6ba7b810-9dad-81d1-80b4-00c04fd430c8',
          '6ba7b810-9dad-91d1-80b4-00c04fd430c8',
          '6ba7b810-9dad-11d1-c0b4-00c04fd430c8',
          '',
        ),
        fc.jsonValue(),
      ),
      z.uuid(),
      orNull(uuid),
      3000,
    ));

  test('isoDateTime reads what z.iso.datetime() accepts, leap days included', () =>
    expectReadAsContract(
      fc.oneof(
        isoDateTimes,
        oneEditFrom(isoDateTimes),
        fc.constantFrom(
          ...['2024', '2023', '2000', '1900', '1600', '1200', '2100', '0400', '0000', '0004'].map(
            (year) => `${year}-02-29T00:00:00Z`,
          ),
          '2000-02-29T12:00:00.5Z',
        ),
        fc.jsonValue(),
      ),
      z.iso.datetime(),
      orNull(isoDateTime),
      3000,
    ));

  test('isoDate reads what z.iso.date() accepts', () =>
    expectReadAsContract(
      fc.oneof(
        isoDateTimes.map((text) => text.slice(0, 10)),
        oneEditFrom(isoDateTimes.map((text) => text.slice(0, 10))),
      ),
      z.iso.date(),
      orNull(isoDate),
      3000,
    ));
});
