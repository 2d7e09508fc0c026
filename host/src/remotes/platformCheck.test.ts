import fc from 'fast-check';
import { checkPlatformCompatibility } from '@portal/platform/federation/compatibility';
import { platformMismatch } from './platformCheck';
import * as fullCheck from './platformMismatch';

// The full check stays itself; only its calls are counted (it carries npm's range rules, bytes a first load does without).
jest.mock('./platformMismatch', () => {
  const actual = jest.requireActual<typeof fullCheck>('./platformMismatch');
  return { ...actual, explainMismatch: jest.fn(actual.explainMismatch) };
});

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
afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(fullCheck.explainMismatch).mockClear();
});

describe("the shell's platform check", () => {
  test('decides every range as the full check does, whether it decides it itself or fetches the full check', () =>
    fc.assert(
      fc.asyncProperty(range, fc.oneof(release, prerelease), async (declared, platform) => {
        const refusal = await platformMismatch('mfe_test', '1.0.0', declared, platform);
        expect(refusal === undefined).toBe(checkPlatformCompatibility(declared, platform).compatible);
      }),
      { numRuns: 500 },
    ));

  test.each([
    ['^4.2.0', '4.2.0'],
    ['^4.1.0', '4.2.0'],
    ['^4.1.3', '4.1.10'],
    ['^4.0.0', '4.12.1'],
  ])(
    'a module built on platform %s runs on platform %s without fetching the full check',
    async (declared, platform) => {
      await expect(platformMismatch('mfe_test', '1.0.0', declared, platform)).resolves.toBeUndefined();
      expect(fullCheck.explainMismatch).not.toHaveBeenCalled();
    },
  );

  test.each([
    ['^4.3.0', '4.2.0'],
    ['^5.0.0', '4.2.0'],
    ['^3.9.0', '4.2.0'],
    ['^4.1.0', '4.2.0-rc.1'],
  ])('a module built on platform %s is refused on platform %s, with the full check', async (declared, platform) => {
    await expect(platformMismatch('mfe_test', '1.0.0', declared, platform)).resolves.toBe(fullCheck.UPDATING_MESSAGE);
    expect(fullCheck.explainMismatch).toHaveBeenCalledTimes(1);
  });
});
