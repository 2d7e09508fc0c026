import { meetsCaretOfSameMajor, PLATFORM_VERSION } from '@portal/platform';

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
