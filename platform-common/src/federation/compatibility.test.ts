import { checkPlatformCompatibility } from './compatibility';

// Each row was checked against node-semver 7.8.6's satisfies(version, range): the same answers.
const RANGES: [platform: string, range: string, compatible: boolean][] = [
  ['2.0.0', '^2.0.0', true],
  ['2.3.1', '^2.0.0', true],
  ['3.0.0', '^2.0.0', false],
  ['1.9.9', '^2.0.0', false],
  ['2.0.0', '^2.1.0', false],
  ['0.2.5', '^0.2.3', true],
  ['0.3.0', '^0.2.3', false],
  ['0.0.3', '^0.0.3', true],
  ['0.0.4', '^0.0.3', false],
  ['0.9.0', '^0', true],
  ['1.0.0', '^0', false],
  ['0.0.9', '^0.0', true],
  ['0.1.0', '^0.0', false],
  ['2.7.0', '^2.x', true],
  ['2.7.0', '^2.1', true],
  ['2.1.5', '~2.1.0', true],
  ['2.2.0', '~2.1.0', false],
  ['2.9.0', '~2', true],
  ['3.0.0', '~2', false],
  ['2.1.9', '~>2.1', true],
  ['2.0.0', '2.0.0', true],
  ['2.0.1', '2.0.0', false],
  ['2.0.0', '=2.0.0', true],
  ['2.0.0', 'v2.0.0', true],
  ['2.4.0', '2.x', true],
  ['2.4.0', '2', true],
  ['2.4.0', '2.4.x', true],
  ['2.5.0', '2.4', false],
  ['2.0.0', '^1.0.0 || ^2.0.0', true],
  ['3.0.0', '^1.0.0 || ^2.0.0', false],
  ['1.5.0', '^1.0.0||^2.0.0', true],
  ['2.0.0', '>=1.2.3 <3', true],
  ['3.0.0', '>=1.2.3 <3', false],
  ['2.0.0', '>= 1.2.3 < 3', true],
  ['2.0.0', '>1', true],
  ['1.9.0', '>1', false],
  ['1.3.0', '>1.2', true],
  ['1.2.9', '>1.2', false],
  ['1.2.9', '<=1.2', true],
  ['1.3.0', '<=1.2', false],
  ['0.9.0', '<1', true],
  ['1.0.0', '<1', false],
  ['2.0.0', '>2.0.0', false],
  ['2.0.0', '<=2.0.0', true],
  ['2.0.0', '*', true],
  ['2.0.0', '', true],
  ['2.0.0', 'x', true],
  ['2.0.0', '>*', false],
  ['2.0.0', '<*', false],
  ['2.0.0', '>=*', true],
  ['2.0.0', '1.2.3 - 2.3.4', true],
  ['2.3.5', '1.2.3 - 2.3.4', false],
  ['1.2.2', '1.2.3 - 2.3.4', false],
  ['2.3.9', '1.2 - 2.3', true],
  ['2.4.0', '1.2 - 2.3', false],
  ['1.2.0', '1.2 - 2', true],
  ['2.0.0', '^2.0.0+build.5', true],
  ['2.0.0', '^2.0.0 || >=9', true],
];

const PRERELEASES: [platform: string, range: string, compatible: boolean][] = [
  ['2.1.0-rc.1', '^2.0.0', false],
  ['2.1.0-rc.1', '^2.1.0-rc.0', true],
  ['2.1.0-rc.1', '^2.1.0-rc.2', false],
  ['2.1.1-rc.1', '^2.1.0-rc.0', false],
  ['2.0.0-beta.2', '~2.0.0-beta.1', true],
  ['2.0.0-beta.10', '~2.0.0-beta.9', true],
  ['2.0.0-beta', '~2.0.0-alpha', true],
  ['2.0.0-1', '^2.0.0-alpha', false],
  ['2.0.0-rc.1', '2.0.0-rc.1', true],
  ['2.0.0-rc.1', '*', false],
  ['2.0.0-rc.1', '<2.0.0', false],
  ['3.0.0-rc.1', '^2.0.0', false],
  ['2.0.0-rc.1', '>=2.0.0-rc.0 <3', true],
];

describe('checkPlatformCompatibility', () => {
  test.each(RANGES)(
    'a shell on platform %s and a module that needs %j: compatible %s',
    (platform, range, compatible) => {
      expect(checkPlatformCompatibility(range, platform).compatible).toBe(compatible);
    },
  );

  test.each(PRERELEASES)(
    'a prerelease only satisfies a range naming a prerelease of its own x.y.z: %s and %j, compatible %s',
    (platform, range, compatible) => {
      expect(checkPlatformCompatibility(range, platform).compatible).toBe(compatible);
    },
  );

  test('when the module needs a newer major, then the reason names both versions', () => {
    expect(checkPlatformCompatibility('^3.0.0', '2.0.0')).toEqual({
      compatible: false,
      reason: 'it needs platform ^3.0.0 and the shell has 2.0.0',
    });
  });

  test.each(['abc', '^1.2.3.4', '01.2.3', '^^1', '1.2.3 -', '>=1.2.3 - 2', '1.2.3 - 2.3.4 - 5'])(
    'when the declaration %j is not a range, then the module is not loaded',
    (range) => {
      const verdict = checkPlatformCompatibility(range, '2.0.0');
      expect(verdict).toEqual({ compatible: false, reason: expect.stringContaining('which is not a version range') });
    },
  );

  test('when a declaration is longer than any range a build writes (256 characters), then it is refused unread', () => {
    const verdict = checkPlatformCompatibility('>=1.0.0 '.repeat(40), '2.0.0');
    expect(verdict).toMatchObject({
      compatible: false,
      reason: expect.stringContaining('which is not a version range'),
    });
  });

  test.each([undefined, '', '  '])(
    'when a build declares no range (%j), then it loads with a warning that says so',
    (range) => {
      expect(checkPlatformCompatibility(range, '2.0.0')).toEqual({
        compatible: true,
        warning: 'it declares no platform range (a build older than the declarations); loaded on platform 2.0.0',
      });
    },
  );

  test("when the shell's own version is not a semantic version, then nothing is called compatible", () => {
    expect(checkPlatformCompatibility('^2.0.0', '2.0')).toEqual({
      compatible: false,
      reason: 'the shell\'s platform version "2.0" is not a semantic version',
    });
  });
});
