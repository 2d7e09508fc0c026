/**
 * The part of node-semver's range rules the compatibility check needs (strict parsing, no
 * "loose" mode): versions, comparators (<, <=, >, >=, =), ^, ~, x-ranges (1.x, 1.2.*), hyphen
 * ranges and ||. The npm package is not a dependency of the platform, and its whole range code
 * would ship in every first load; these few functions follow its documented semantics.
 */
export interface Version {
  major: number;
  minor: number;
  patch: number;
  prerelease: (string | number)[];
}

type Operator = '<' | '<=' | '>' | '>=' | '=';
type Comparator = { operator: Operator; version: Version } | 'any';

const NUMBER = '0|[1-9]\\d*';
const IDENTIFIER = '0|[1-9]\\d*|\\d*[a-zA-Z-][a-zA-Z0-9-]*';
const PRERELEASE = `(?:-((?:${IDENTIFIER})(?:\\.(?:${IDENTIFIER}))*))?`;
const BUILD = '(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?';
const VERSION = new RegExp(`^v?(${NUMBER})\\.(${NUMBER})\\.(${NUMBER})${PRERELEASE}${BUILD}$`);
const WILD = `${NUMBER}|x|X|\\*`;
const PARTIAL = new RegExp(`^v?(${WILD})(?:\\.(${WILD})(?:\\.(${WILD})${PRERELEASE}${BUILD})?)?$`);
const COMPARATOR = /^(<=|>=|<|>|=|\^|~>?)?(.*)$/;

const readPrerelease = (text: string | undefined) =>
  text ? text.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) : [];

export const parseVersion = (text: string): Version | undefined => {
  const match = VERSION.exec(text.trim());
  if (!match) return undefined;
  return {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: Number(match[3]),
    prerelease: readPrerelease(match[4]),
  };
};

const compareIdentifiers = (a: string | number, b: string | number) => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

export const compareVersions = (a: Version, b: Version): number => {
  const release = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (release) return release;
  if (!a.prerelease.length || !b.prerelease.length) return b.prerelease.length - a.prerelease.length;
  for (let i = 0; i < Math.max(a.prerelease.length, b.prerelease.length); i++) {
    const [x, y] = [a.prerelease[i], b.prerelease[i]];
    if (x === undefined || y === undefined) return x === undefined ? -1 : 1;
    const order = compareIdentifiers(x, y);
    if (order) return order;
  }
  return 0;
};

const version = (major: number, minor: number, patch: number, prerelease: (string | number)[] = []): Version => ({
  major,
  minor,
  patch,
  prerelease,
});
/** The lowest version of a release line, below its prereleases: `<2.0.0-0` excludes 2.0.0-beta too. */
const floor = (major: number, minor = 0) => version(major, minor, 0, [0]);

const isWild = (part: string | undefined) => part === undefined || /^[xX*]$/.test(part);

/** One comparator as written (`^1.2`, `>=1.2.3-rc.1`, `1.x`) -> the plain comparators it means. */
const desugar = (text: string): Comparator[] | undefined => {
  const [, sign = '', rest = ''] = COMPARATOR.exec(text) ?? [];
  const parts = PARTIAL.exec(rest);
  if (!parts) return undefined;
  const [, M, m, p, pre] = parts;
  if (isWild(M)) return sign === '<' || sign === '>' ? [{ operator: '<', version: floor(0) }] : ['any'];
  const [major, minor, patch] = [Number(M), isWild(m) ? 0 : Number(m), isWild(p) ? 0 : Number(p)];
  const low = version(major, minor, patch, readPrerelease(pre));
  const partial = isWild(m) ? 'major' : isWild(p) ? 'minor' : undefined;
  const nextLine = partial === 'major' ? floor(major + 1) : floor(major, minor + 1);
  const from = (upTo: Version): Comparator[] => [
    { operator: '>=', version: low },
    { operator: '<', version: upTo },
  ];
  switch (sign) {
    case '^':
      if (major > 0 || partial === 'major') return from(floor(major + 1));
      if (minor > 0 || partial === 'minor') return from(floor(0, minor + 1));
      return from(version(0, 0, patch + 1, [0]));
    case '~':
    case '~>':
      return from(nextLine);
    case '':
    case '=':
      return partial ? from(nextLine) : [{ operator: '=', version: low }];
    case '>':
      if (!partial) return [{ operator: '>', version: low }];
      return [
        { operator: '>=', version: partial === 'major' ? version(major + 1, 0, 0) : version(major, minor + 1, 0) },
      ];
    case '<=':
      return partial ? [{ operator: '<', version: nextLine }] : [{ operator: '<=', version: low }];
    case '<':
      return [{ operator: '<', version: partial ? floor(major, minor) : low }];
    default:
      return [{ operator: '>=', version: low }];
  }
};

/** `1.2 - 2.3.4` means `>=1.2.0 <=2.3.4`; a partial upper end covers its whole line (`- 2.3` is `<2.4.0-0`). */
const hyphen = (from: string, to: string): Comparator[] | undefined => {
  const [low, high] = [desugar(`>=${from}`), desugar(`<=${to}`)];
  return low && high && [...low, ...high];
};

/** A range's comparator sets (one per `||` alternative), or undefined when the text is not a range. */
export const parseRange = (text: string): Comparator[][] | undefined => {
  const sets: Comparator[][] = [];
  for (const alternative of text.split('||')) {
    const set = alternative.trim().replace(/(<=|>=|<|>|=|\^|~>?)\s+/g, '$1');
    const range = /^(\S+)\s+-\s+(\S+)$/.exec(set);
    const comparators = range
      ? [hyphen(range[1] ?? '', range[2] ?? '')]
      : (set ? set.split(/\s+/) : ['*']).map(desugar);
    if (comparators.some((comparator) => comparator === undefined)) return undefined;
    sets.push(comparators.flatMap((comparator) => comparator ?? []));
  }
  return sets;
};

const test = (comparator: Comparator, candidate: Version) => {
  if (comparator === 'any') return true;
  const order = compareVersions(candidate, comparator.version);
  return { '<': order < 0, '<=': order <= 0, '>': order > 0, '>=': order >= 0, '=': order === 0 }[comparator.operator];
};

const sameRelease = (a: Version, b: Version) => a.major === b.major && a.minor === b.minor && a.patch === b.patch;

/**
 * Whether the version satisfies the range. A prerelease (2.1.0-rc.1) satisfies a set only when
 * one of its comparators names a prerelease of the same 2.1.0, as node-semver decides.
 */
export const satisfies = (candidate: Version, range: Comparator[][]): boolean =>
  range.some(
    (set) =>
      set.every((comparator) => test(comparator, candidate)) &&
      (!candidate.prerelease.length ||
        set.some(
          (comparator) =>
            comparator !== 'any' &&
            comparator.version.prerelease.length > 0 &&
            sameRelease(comparator.version, candidate),
        )),
  );
