import { createLogger, PLATFORM_VERSION } from '@portal/platform';

const log = createLogger('host');
const warned = new Set<string>();

/** Warns once per key in this page's life, however often an area renders. */
export const warnOnce = (key: string, message: string) => {
  if (warned.has(key)) return;
  warned.add(key);
  log.warn(message);
};

const CARET = /^\^([1-9]\d*)\.(\d+)\.(\d+)$/;
const RELEASE = /^(\d+)\.(\d+)\.(\d+)$/;

/** `^x.y.z` (x ≥ 1, what builds declare) satisfied by a release x'.y'.z': same major, not older. */
const satisfiesCaret = (range: string, platformVersion: string) => {
  const [wanted, have] = [CARET.exec(range), RELEASE.exec(platformVersion)];
  if (!wanted || !have) return false;
  const [major, minor, patch, hasMajor, hasMinor, hasPatch] = [...wanted.slice(1), ...have.slice(1)].map(Number);
  return hasMajor === major && ((hasMinor ?? 0) - (minor ?? 0) || (hasPatch ?? 0) - (patch ?? 0)) >= 0;
};

/**
 * Whether this shell's platform may run the module's release, as its registry entry declares.
 * A satisfied `^x.y.z` and no declaration (a build older than the declarations: it loads, with
 * a warning) are decided here; anything else by npm's range rules in platformMismatch.ts,
 * fetched when first needed, so a page's first load does not carry them.
 */
export const checkModulePlatform = async (
  name: string,
  version: string,
  platformRange: string | undefined,
  platformVersion = PLATFORM_VERSION,
): Promise<boolean> => {
  if (platformRange === undefined) {
    warnOnce(`${name}@${version}`, `module ${name} ${version} declares no platform range: loaded unchecked`);
    return true;
  }
  if (satisfiesCaret(platformRange, platformVersion)) return true;
  const { checkAndExplain } = await import('./platformMismatch');
  return checkAndExplain(name, version, platformRange, platformVersion);
};
