import fc from 'fast-check';
import { checkPlatformCompatibility } from '@portal/platform/federation/compatibility';
import { platformMismatch } from './platformCheck';

const part = fc.integer({ min: 0, max: 4 });
const release = fc.tuple(part, part, part).map((parts) => parts.join('.'));
const prerelease = fc.tuple(release, fc.constantFrom('-rc.1', '-0', '-beta')).map(([version, tag]) => version + tag);
const range = fc.oneof(
  release.map((version) => `^${version}`),
  fc.constantFrom(
    undefined,
    '',
    '^3',
    '~2.1.0',
    '2.0.0',
    '>=1.0.0 <3',
    '^1.0.0 || ^2.0.0',
    'not a range',
    '^2.1.0-rc.0',
  ),
);

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe("the shell's platform check", () => {
  test('decides every range as the full check does, whether it decides it itself or fetches the full check', () =>
    fc.assert(
      fc.asyncProperty(range, fc.oneof(release, prerelease), async (declared, platform) => {
        const refusal = await platformMismatch('mfe_test', '1.0.0', declared, platform);
        expect(refusal === undefined).toBe(checkPlatformCompatibility(declared, platform).compatible);
      }),
      { numRuns: 500 },
    ));
});
