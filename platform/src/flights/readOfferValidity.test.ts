import fc from 'fast-check';
import { offerValiditySchema } from '@portal/platform-common/contracts';
import { expectReadAsContract, nearMissesOf, withOneValueAlteredInside } from '../testing';
import { offerValidityOrNull } from './flightReaders';

const STILL_VALID = { valid: true, message: 'Offer is still available', expires_at: '2026-12-03T13:00:00.000Z' };
const EXPIRED = {
  valid: false,
  message: 'This offer has expired.',
  error: 'offer_expired',
  expires_at: null,
};
const ANSWERS = [STILL_VALID, EXPIRED, { ...EXPIRED, error: undefined }, { ...STILL_VALID, extra: 'dropped' }];

describe("the offer's validity, read without zod", () => {
  test('the valid answers read as the contract parses them, unknown keys dropped', () => {
    for (const answer of ANSWERS) expect(offerValidityOrNull(answer)).toStrictEqual(offerValiditySchema.parse(answer));
    expect(offerValidityOrNull(ANSWERS[3])).not.toHaveProperty('extra');
  });

  test('every answer one step from a valid one is read as the contract reads it', () => {
    for (const answer of [STILL_VALID, EXPIRED])
      for (const candidate of nearMissesOf(answer, ['true', 0, 1, '', null]))
        expect(offerValidityOrNull(candidate)).toStrictEqual(offerValiditySchema.safeParse(candidate).data ?? null);
  });

  test('any value put anywhere in an answer, or any JSON at all, is read as the contract reads it', () =>
    expectReadAsContract(
      fc.oneof(withOneValueAlteredInside([STILL_VALID, EXPIRED], fc.jsonValue()), fc.jsonValue()),
      offerValiditySchema,
      offerValidityOrNull,
      3_000,
    ));
});
