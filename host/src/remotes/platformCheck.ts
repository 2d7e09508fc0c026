import { createLogger, PLATFORM_VERSION, type Compatibility } from '@portal/platform';

const log = createLogger('host');
const reported = new Set<string>();

const CARET = /^\^([1-9]\d*)\.(\d+)\.(\d+)$/;
const RELEASE = /^(\d+)\.(\d+)\.(\d+)$/;

/**
 * What builds declare (`^x.y.z`, x ≥ 1) on a release platform, and no declaration, are decided
 * here; any other range by the full check (npm's range rules), fetched when first needed, so
 * the first load of a page does not carry it. Both give the same answers (platformCheck.test.ts).
 */
export const checkModulePlatform = async (
  platformRange: string | undefined,
  platformVersion = PLATFORM_VERSION,
): Promise<Compatibility> => {
  const declared = platformRange?.trim() ?? '';
  const wanted = CARET.exec(declared);
  const have = RELEASE.exec(platformVersion);
  if (!have || (declared && !wanted)) {
    const { checkPlatformCompatibility } = await import('@portal/platform/federation/compatibility');
    return checkPlatformCompatibility(platformRange, platformVersion);
  }
  if (!wanted)
    return {
      compatible: true,
      warning: `it declares no platform range (a build older than the declarations); loaded on platform ${platformVersion}`,
    };
  const [major, minor, patch] = wanted.slice(1).map(Number) as [number, number, number];
  const [hasMajor, hasMinor, hasPatch] = have.slice(1).map(Number) as [number, number, number];
  if (hasMajor === major && (hasMinor - minor || hasPatch - patch) >= 0) return { compatible: true };
  return { compatible: false, reason: `it needs platform ${platformRange} and the shell has ${platformVersion}` };
};

/**
 * Logs a module left unloaded (or loaded unchecked) for its platform range, once per module
 * release and range in this page's life, however often its area renders.
 */
export const reportModulePlatformOnce = (
  name: string,
  version: string,
  platformRange: string | undefined,
  verdict: Compatibility,
) => {
  const key = `${name}@${version} ${platformRange ?? ''}`;
  if (reported.has(key) || (verdict.compatible && !verdict.warning)) return;
  reported.add(key);
  if (verdict.compatible) log.warn(`module ${name} ${version} is loaded unchecked: ${verdict.warning}`);
  else
    log.warn(
      `module ${name} ${version} (platform ${platformRange}) is not loaded on platform ${PLATFORM_VERSION}, its area shows the fallback: ${verdict.reason}`,
    );
};
