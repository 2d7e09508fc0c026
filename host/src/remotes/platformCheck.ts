import { PLATFORM_VERSION } from '@portal/platform';

const RELEASE = /^(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})$/;

/**
 * `^a.b.c` (a ≥ 1) met by a plain release a.y.z at or after a.b.c: what a module built on an earlier
 * platform of the same major declares once the shell has moved on a minor. True only where npm's
 * rules say so; anything else goes to the full check.
 */
const meetsCaretOfSameMajor = (range: string, version: string): boolean => {
  const wanted = range.startsWith('^') ? RELEASE.exec(range.slice(1)) : null;
  const have = RELEASE.exec(version);
  if (!wanted || !have) return false;
  const [major, minor, patch] = wanted.slice(1).map(Number) as [number, number, number];
  const [hasMajor, hasMinor, hasPatch] = have.slice(1).map(Number) as [number, number, number];
  return major >= 1 && hasMajor === major && (hasMinor > minor || (hasMinor === minor && hasPatch >= patch));
};

/**
 * Resolves to nothing when this shell's platform may run the module's release, as its registry
 * entry declares, or to what its area tells the traveller instead. What a build against this
 * platform or an earlier one of its major declares (`^` that version: a module released before the
 * shell moved on a minor) is decided here, and so is no declaration: a build
 * older than the declarations loads, unlogged (the first load of `/` has no bytes to spare; the
 * check's warning is for the operations view). Any other range is decided by npm's range rules
 * in platformMismatch.ts, fetched when first needed, so that a page's first load does not carry them.
 */
export const platformMismatch = async (
  name: string,
  version: string,
  platformRange: string | undefined,
  platformVersion = PLATFORM_VERSION,
): Promise<string | undefined> => {
  if (platformRange === undefined || meetsCaretOfSameMajor(platformRange, platformVersion)) return undefined;
  const { explainMismatch } = await import('./platformMismatch');
  return explainMismatch(name, version, platformRange, platformVersion);
};
