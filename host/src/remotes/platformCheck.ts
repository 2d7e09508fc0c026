import { checkPlatformCompatibility, createLogger, PLATFORM_VERSION, type Compatibility } from '@portal/platform';

const log = createLogger('host');
const reported = new Set<string>();

/** Whether this shell's platform may run the module's release, as its registry entry declares. */
export const checkModulePlatform = (platformRange: string | undefined): Compatibility =>
  checkPlatformCompatibility(platformRange, PLATFORM_VERSION);

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
