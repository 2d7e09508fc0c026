const RELEASE = /^(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})$/;

/**
 * `^a.b.c` (a ≥ 1) met by a plain release a.y.z at or after a.b.c: what a module built on an earlier
 * platform of the same major declares once the shell has moved on a minor. True only where npm's
 * rules say so; false means "ask the full check" ('@portal/platform/federation/compatibility'),
 * which a page fetches only then.
 */
export const meetsCaretOfSameMajor = (range: string, version: string): boolean => {
  const wanted = range.startsWith('^') ? RELEASE.exec(range.slice(1)) : null;
  const have = RELEASE.exec(version);
  if (!wanted || !have) return false;
  const [major, minor, patch] = wanted.slice(1).map(Number) as [number, number, number];
  const [hasMajor, hasMinor, hasPatch] = have.slice(1).map(Number) as [number, number, number];
  return major >= 1 && hasMajor === major && (hasMinor > minor || (hasMinor === minor && hasPatch >= patch));
};
