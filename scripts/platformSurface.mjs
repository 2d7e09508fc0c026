#!/usr/bin/env node
// The platform's public surface against its committed report (platform/public-surface.json).
//   node scripts/platformSurface.mjs          records the surface (npm run platform:surface); refuses
//                                             when the version in platform/package.json does not cover the change
//   node scripts/platformSurface.mjs --check  fails unless the report matches the surface and version (npm run lint)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readSurface } from './platformSurface/readSurface.mjs';
import { surfaceVerdict } from './platformSurface/verdict.mjs';

export const REPORT_FILE = 'public-surface.json';

const versionOf = (packageDir) => JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
const reportPath = (packageDir) => path.join(packageDir, REPORT_FILE);

/** `{ ok, message }`: whether the committed report is the package's surface at its version. */
export const checkSurface = (packageDir) => {
  if (!existsSync(reportPath(packageDir)))
    return { ok: false, message: `No ${REPORT_FILE}: run \`npm run platform:surface\` and commit it.` };
  const report = JSON.parse(readFileSync(reportPath(packageDir), 'utf8'));
  const verdict = surfaceVerdict(report, readSurface(packageDir), versionOf(packageDir));
  return { ok: verdict.current, message: verdict.message };
};

/** Writes the report, unless the surface changed more than the version says. */
export const recordSurface = (packageDir) => {
  const version = versionOf(packageDir);
  const surface = readSurface(packageDir);
  if (existsSync(reportPath(packageDir))) {
    const verdict = surfaceVerdict(JSON.parse(readFileSync(reportPath(packageDir), 'utf8')), surface, version);
    if (!verdict.recordable) return { ok: false, message: verdict.message };
  }
  const report = {
    about:
      'The public surface of @portal/platform at this version (npm run platform:surface); npm run lint fails when it differs.',
    version,
    surface,
  };
  writeFileSync(reportPath(packageDir), `${JSON.stringify(report, null, 2)}\n`);
  return {
    ok: true,
    message: `Recorded the public surface of ${version} in ${path.relative(process.cwd(), reportPath(packageDir))}.`,
  };
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const platformDir = path.resolve(import.meta.dirname, '..', 'platform');
  const { ok, message } = process.argv.includes('--check') ? checkSurface(platformDir) : recordSurface(platformDir);
  (ok ? console.log : console.error)(message);
  process.exitCode = ok ? 0 : 1;
}
