import { createLogger } from '@portal/platform';
import { checkPlatformCompatibility } from '@portal/platform/federation/compatibility';

const log = createLogger('host');
const reported = new Set<string>();

export const UPDATING_MESSAGE = 'This part of the site is being updated. Please try again in a few minutes.';

/**
 * npm's range rules: nothing when the release may load; otherwise what its area tells the
 * traveller, and one warning per release and range, with both versions.
 */
export const explainMismatch = (name: string, version: string, platformRange: string, platformVersion: string) => {
  const verdict = checkPlatformCompatibility(platformRange, platformVersion);
  if (verdict.compatible) return undefined;
  const key = `${name}@${version} ${platformRange}`;
  if (!reported.has(key))
    log.warn(
      `module ${name} ${version} (platform ${platformRange}) is not loaded on platform ${platformVersion}, its area shows the fallback: ${verdict.reason}`,
    );
  reported.add(key);
  return UPDATING_MESSAGE;
};
