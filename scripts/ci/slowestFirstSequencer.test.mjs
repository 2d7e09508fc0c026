import { expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import SlowestFirstSequencer from './slowestFirstSequencer.cjs';
import KNOWN_SECONDS from './testDurations.json';

const ROOT = path.resolve(__dirname, '..', '..');
// A fresh clone: jest has cached no duration (its cache is off for these contexts).
const file = (relative) => ({ path: path.join(ROOT, relative), context: { config: { cache: false } } });
const order = (relatives) =>
  new SlowestFirstSequencer({}).sort(relatives.map(file)).map((test) => path.relative(ROOT, test.path));

test('on a fresh clone, the files a CI run found longest go first, longest first, and files without a figure after them', () => {
  expect(
    order([
      'gateway/src/a-new-file.test.ts',
      'gateway/test/security/apiFuzz.test.ts',
      'mfe-booking/src/features/passengers/PassengersStep.passports.test.tsx',
      'gateway/test/faults/randomBookings.test.ts',
    ]),
  ).toEqual([
    'gateway/test/faults/randomBookings.test.ts',
    'gateway/test/security/apiFuzz.test.ts',
    'mfe-booking/src/features/passengers/PassengersStep.passports.test.tsx',
    'gateway/src/a-new-file.test.ts',
  ]);
});

test('every file with a figure still exists (a renamed file would lose its place at the front)', () => {
  const missing = Object.keys(KNOWN_SECONDS).filter((relative) => !existsSync(path.join(ROOT, relative)));
  expect(missing).toEqual([]);
});
