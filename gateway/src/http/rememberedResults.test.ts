import { z } from 'zod';
import { AppError } from './errors';
import { rememberedResults } from './rememberedResults';
import { checkedBy } from './validate';

describe("rememberedResults(): a hot path's accepted strings kept", () => {
  const key = z.string().regex(/^[a-z]+$/, 'Letters only');
  const counted = () => {
    const seen: string[] = [];
    const check = rememberedResults((value) => {
      seen.push(value);
      return checkedBy(key, value).toUpperCase();
    }, 2);
    return { check, seen };
  };

  test('when a string is asked for again, then it gets the same answer without the contract running again', () => {
    const { check, seen } = counted();

    expect([check('abc'), check('abc')]).toEqual(['ABC', 'ABC']);
    expect(seen).toEqual(['abc']);
  });

  test('when a string is refused, then it is refused with a 400 each time it comes back, never remembered', () => {
    const { check, seen } = counted();

    for (let attempt = 0; attempt < 2; attempt++) {
      const refusal = (() => {
        try {
          check('ab1');
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Letters only' });
    }
    expect(seen).toEqual(['ab1', 'ab1']);
  });

  test('when more strings are asked for than it keeps, then the oldest is checked again', () => {
    const { check, seen } = counted();

    ['a', 'b', 'c', 'b', 'a'].forEach(check);

    expect(seen).toEqual(['a', 'b', 'c', 'a']);
  });
});
