import satisfies from 'semver/functions/satisfies';
import valid from 'semver/functions/valid';
import validRange from 'semver/ranges/valid';

export type Compatibility =
  | { compatible: true; /** Why it loads although it could not be checked. */ warning?: string }
  | { compatible: false; reason: string };

const LONGEST_RANGE = 256;

/**
 * Whether a module whose build declares it needs `declaredRange` of @portal/platform may run on
 * the shell's platform `platformVersion`, decided with npm's range rules (a prerelease platform
 * satisfies a range only when the range names a prerelease of that same x.y.z).
 *
 * A module with no declaration was built before builds recorded one (platform 2.0.0): it loads,
 * with a warning to log, because until then every module was built and released with the shell
 * it runs in, so refusing it would only blank an area that works. A declaration that is not a
 * range never loads: nothing says what it needs.
 */
export const checkPlatformCompatibility = (
  declaredRange: string | undefined,
  platformVersion: string,
): Compatibility => {
  if (!valid(platformVersion))
    return { compatible: false, reason: `the shell's platform version "${platformVersion}" is not a semantic version` };
  if (declaredRange === undefined || declaredRange.trim() === '')
    return {
      compatible: true,
      warning: `it declares no platform range (a build older than the declarations); loaded on platform ${platformVersion}`,
    };
  const range = declaredRange.length <= LONGEST_RANGE ? validRange(declaredRange) : null;
  if (range === null)
    return { compatible: false, reason: `it declares "${declaredRange.slice(0, 80)}", which is not a version range` };
  if (!satisfies(platformVersion, range))
    return { compatible: false, reason: `it needs platform ${declaredRange} and the shell has ${platformVersion}` };
  return { compatible: true };
};
