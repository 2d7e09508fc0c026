// Whether a package's version moved enough for the change in its public surface: a removed
// export or a changed signature needs a new major, an added export (or optional members added to
// an exported object type) a new minor.

const REPORT_COMMAND = 'npm run platform:surface';

/** The signature recorded for a name, following "same as <entry>" to where it is spelled out. */
const signatureOf = (surface, entry, name) => {
  const text = surface[entry]?.[name];
  const reference = /^same as (.+)$/.exec(text ?? '');
  return reference ? surface[reference[1]]?.[name] : text;
};

/** The members of an object type's text, split where they are not nested in a member's own type. */
const membersOf = (body) => {
  const members = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i += 1) {
    if ('([{'.includes(body[i])) depth += 1;
    else if (')]}'.includes(body[i])) depth -= 1;
    else if (depth === 0 && body.startsWith('; ', i)) {
      members.push(body.slice(start, i));
      start = i + 2;
    }
  }
  return [...members, body.slice(start)].filter(Boolean);
};

/**
 * An object type that only gained optional members: what consumers read and write still fits, so
 * it is an addition (a new minor), not a change.
 */
const onlyGainedOptionalMembers = (before, after) => {
  const shape = /^([^{]*)\{ (.*) \}$/;
  const [was, is] = [shape.exec(before ?? ''), shape.exec(after ?? '')];
  if (!was || !is || was[1] !== is[1]) return false;
  const [kept, now] = [membersOf(was[2]), new Set(membersOf(is[2]))];
  if (!kept.every((member) => now.has(member))) return false;
  for (const member of kept) now.delete(member);
  return [...now].every((member) => /^[^:(]*\?:/.test(member));
};

/** What a consumer of `recorded` meets in `current`: `<entry> <name>` lines. */
export const diffSurfaces = (recorded, current) => {
  const diff = { added: [], removed: [], changed: [] };
  for (const entry of [...new Set([...Object.keys(recorded), ...Object.keys(current)])].sort()) {
    const [before, after] = [recorded[entry] ?? {}, current[entry] ?? {}];
    for (const name of Object.keys(before)) {
      const [was, is] = [signatureOf(recorded, entry, name), signatureOf(current, entry, name)];
      if (!(name in after)) diff.removed.push(`${entry} ${name}`);
      else if (was === is) continue;
      else if (onlyGainedOptionalMembers(was, is)) diff.added.push(`${entry} ${name} (new optional members)`);
      else diff.changed.push(`${entry} ${name}`);
    }
    for (const name of Object.keys(after)) if (!(name in before)) diff.added.push(`${entry} ${name}`);
  }
  return diff;
};

export const requiredBump = ({ added, removed, changed }) =>
  removed.length || changed.length ? 'major' : added.length ? 'minor' : undefined;

const parse = (version) => {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version ?? '');
  return match && { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
};

const order = (a, b) => a.major - b.major || a.minor - b.minor || a.patch - b.patch;

/** The lowest version that makes `bump` from `from`. */
export const nextVersion = (from, bump) => {
  const { major, minor } = parse(from);
  return bump === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
};

const describeDiff = ({ added, removed, changed }) =>
  [
    ...removed.map((line) => `  removed  ${line}`),
    ...changed.map((line) => `  changed  ${line}`),
    ...added.map((line) => `  added    ${line}`),
  ].join('\n');

/**
 * The committed report `{ version, surface }` against the package's surface and version now.
 * `current`: nothing to do. `recordable`: the version covers the change, the report must be
 * rewritten. Otherwise the version must move first. `message` says what to do.
 */
export const surfaceVerdict = (report, surface, version) => {
  const [recordedAt, now] = [parse(report.version), parse(version)];
  if (!recordedAt || !now)
    return {
      current: false,
      recordable: false,
      message: `"${report.version}" or "${version}" is not a semantic version.`,
    };
  const diff = diffSurfaces(report.surface, surface);
  const bump = requiredBump(diff);
  if (!bump && report.version === version)
    return { current: true, recordable: true, message: 'The platform surface matches its report.' };
  if (order(now, recordedAt) < 0)
    return {
      current: false,
      recordable: false,
      message: `The platform's version ${version} is below ${report.version}, the version of its surface report.`,
    };
  const changes = bump ? `The platform's public surface changed since ${report.version}:\n${describeDiff(diff)}\n` : '';
  if (!bump || order(now, parse(nextVersion(report.version, bump))) >= 0)
    return {
      current: false,
      recordable: true,
      message: `${changes}platform/package.json is at ${version}; record its surface with \`${REPORT_COMMAND}\` and commit platform/public-surface.json.`,
    };
  const why =
    bump === 'major'
      ? 'a removed export or a changed signature needs a new major'
      : 'an added export needs a new minor';
  return {
    current: false,
    recordable: false,
    message: `${changes}platform/package.json is still at ${version}: ${why}. Set its "version" to ${nextVersion(report.version, bump)} (or later), then run \`${REPORT_COMMAND}\` and commit platform/public-surface.json.`,
  };
};
