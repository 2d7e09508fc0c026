import { checkPlatformCompatibility } from '@portal/platform/federation/compatibility';
import { warnOnce } from './platformCheck';

/** The full range check; a release left unloaded is logged once per release and range, with both versions. */
export const checkAndExplain = (name: string, version: string, platformRange: string, platformVersion: string) => {
  const verdict = checkPlatformCompatibility(platformRange, platformVersion);
  if (verdict.compatible) return true;
  warnOnce(
    `${name}@${version} ${platformRange}`,
    `module ${name} ${version} (platform ${platformRange}) is not loaded on platform ${platformVersion}, its area shows the fallback: ${verdict.reason}`,
  );
  return false;
};
