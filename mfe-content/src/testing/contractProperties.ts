import fc from 'fast-check';

/** Valid answers with one field replaced by an odd value, removed, or an extra field added. */
export const withOneFieldAltered = (
  valid: readonly [Record<string, unknown>, ...Record<string, unknown>[]],
  oddValue: fc.Arbitrary<unknown>,
) =>
  fc
    .tuple(fc.constantFrom(...valid), fc.constantFrom(...Object.keys(valid[0]), 'extra'), oddValue, fc.boolean())
    .map(([answer, key, replacement, remove]) => {
      const copy: Record<string, unknown> = { ...answer };
      if (remove) delete copy[key];
      else copy[key] = replacement;
      return copy;
    });

interface Contract {
  safeParse: (value: unknown) => { success: true; data: unknown } | { success: false };
}

/** A reader written without zod accepts exactly what its contract accepts and returns what the contract returns. */
export const expectReadAsContract = (
  candidates: fc.Arbitrary<unknown>,
  contract: Contract,
  read: (value: unknown) => unknown,
  numRuns = 1000,
) =>
  fc.assert(
    fc.property(candidates, (candidate) => {
      const parsed = contract.safeParse(candidate);
      expect(read(candidate)).toEqual(parsed.success ? parsed.data : null);
    }),
    { numRuns },
  );
