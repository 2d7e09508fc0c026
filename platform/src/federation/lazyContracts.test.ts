/** @jest-environment node */
import path from 'node:path';

type Loader = (this: { resourcePath: string; emitError: (error: Error) => void }, source: string) => string;

const CONTRACT = "import { z } from 'zod';\nexport const seatSchema = z.object({ row: z.number() });\n";
// The contracts live in the platform's isomorphic part.
const contractsFile = path.join(__dirname, '..', '..', '..', 'platform-common', 'src', 'contracts', 'seats.ts');

/** Runs the browser builds' contracts loader over a contracts file; returns its output and the errors it reported to the build. */
const load = (loader: Loader) => {
  const errors: string[] = [];
  const output = loader.call(
    { resourcePath: contractsFile, emitError: (error) => errors.push(error.message) },
    CONTRACT,
  );
  return { output, errors };
};

describe('the contracts loader of the browser builds', () => {
  it('makes a contracts file’s schemas lazy, with nothing to report', () => {
    const { output, errors } = load(jest.requireActual('./lazyContracts.cjs'));

    expect(output).toContain('export const seatSchema = __lazySchema(() => z.object({ row: z.number() }));');
    expect(errors).toEqual([]);
  });

  it('fails the build when it no longer recognises the schemas of a contracts file', () => {
    let loader: Loader | undefined;
    jest.isolateModules(() => {
      // A TypeScript whose syntax tree the rewrite no longer knows: no statement reads as a declaration.
      jest.doMock('typescript', () => ({ ...jest.requireActual('typescript'), isVariableStatement: () => false }));
      loader = jest.requireActual('./lazyContracts.cjs');
    });

    const { output, errors } = load(loader!);

    expect(output).toBe(CONTRACT);
    expect(errors).toEqual([
      'No schema of seats.ts was made lazy; what to do is in docs/adr/0004-contracts-built-on-first-use.md.',
    ]);
  });
});
