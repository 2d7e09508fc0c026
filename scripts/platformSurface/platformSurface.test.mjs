import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkSurface, recordSurface } from '../platformSurface.mjs';

// A small package with two entry points stands in for the platform: the check reads its surface
// with the TypeScript compiler exactly as it reads platform/.
let dir;
const write = (file, text) => writeFileSync(path.join(dir, file), text);
const setVersion = (version) =>
  write(
    'package.json',
    JSON.stringify({ name: 'kit', version, exports: { '.': './src/index.ts', './extra': './src/extra.ts' } }),
  );
const INDEX = [
  'export interface Greeting { text: string; loud?: boolean }',
  'export const greet = (name: string): Greeting => ({ text: `Hello ${name}` });',
  "export { shout } from './extra';",
].join('\n');

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'surface-'));
  mkdirSync(path.join(dir, 'src'));
  setVersion('2.0.0');
  write('src/index.ts', INDEX);
  write(
    'src/extra.ts',
    "export const shout = (text: string) => text.toUpperCase();\nexport type Level = 'low' | 'high';\n",
  );
  expect(recordSurface(dir).ok).toBe(true);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the platform surface check', () => {
  test('the report lists each entry point, each exported name and its declared type, at its version', () => {
    const report = JSON.parse(readFileSync(path.join(dir, 'public-surface.json'), 'utf8'));
    expect(report.version).toBe('2.0.0');
    expect(report.surface).toEqual({
      '.': {
        Greeting: 'type { loud?: boolean | undefined; text: string }',
        greet: 'value (name: string) => Greeting',
        shout: 'value (text: string) => string',
      },
      './extra': { Level: 'type "high" | "low"', shout: 'same as .' },
    });
  });

  test('when nothing changed, then the check passes', () => {
    expect(checkSurface(dir)).toEqual({ ok: true, message: 'The platform surface matches its report.' });
  });

  test('when an export is added without a minor bump, then the check fails and says how to update', () => {
    write('src/extra.ts', `${readFileSync(path.join(dir, 'src/extra.ts'), 'utf8')}export const whisper = 1;\n`);
    setVersion('2.0.1');

    const { ok, message } = checkSurface(dir);
    expect(ok).toBe(false);
    expect(message).toContain('added    ./extra whisper');
    expect(message).toContain('an added export needs a new minor. Set its "version" to 2.1.0 (or later)');
    expect(message).toContain('npm run platform:surface');
    expect(recordSurface(dir).ok).toBe(false);
  });

  test('when an export is removed without a major bump, then the check fails', () => {
    write('src/index.ts', INDEX.replace("export { shout } from './extra';", ''));
    setVersion('2.1.0');

    const { ok, message } = checkSurface(dir);
    expect(ok).toBe(false);
    expect(message).toContain('removed  . shout');
    expect(message).toContain('a removed export or a changed signature needs a new major. Set its "version" to 3.0.0');
  });

  test('when a signature changes (a member of an exported type) without a major bump, then the check fails', () => {
    write('src/index.ts', INDEX.replace('loud?: boolean', 'loud: boolean'));
    setVersion('2.1.0');

    expect(checkSurface(dir).message).toContain('changed  . Greeting');
    expect(checkSurface(dir).ok).toBe(false);
  });

  test('when an exported type only gains optional members, then a minor bump covers it; a required one needs a major', () => {
    write('src/index.ts', INDEX.replace('loud?: boolean', 'loud?: boolean; tone?: { pitch: number; volume?: number }'));
    setVersion('2.0.1');
    expect(checkSurface(dir).message).toContain('added    . Greeting (new optional members)');
    expect(checkSurface(dir).message).toContain('Set its "version" to 2.1.0');

    setVersion('2.1.0');
    expect(recordSurface(dir).ok).toBe(true);
    expect(checkSurface(dir).ok).toBe(true);

    write(
      'src/index.ts',
      INDEX.replace('loud?: boolean', 'loud?: boolean; tone?: { pitch: number; volume?: number }; mood: string'),
    );
    setVersion('2.2.0');
    expect(checkSurface(dir).message).toContain('changed  . Greeting');
    expect(checkSurface(dir).ok).toBe(false);
  });

  test('when the version is bumped as the change needs, then the report is recorded and the check passes', () => {
    write('src/index.ts', INDEX.replace("export { shout } from './extra';", ''));
    setVersion('3.0.0');
    expect(checkSurface(dir)).toEqual({
      ok: false,
      message: expect.stringContaining('is at 3.0.0; record its surface'),
    });

    expect(recordSurface(dir)).toMatchObject({ ok: true });
    expect(checkSurface(dir).ok).toBe(true);
  });

  test('when only the version moves, then the report must be recorded at it (later changes are measured from it)', () => {
    setVersion('2.0.1');
    expect(checkSurface(dir).ok).toBe(false);
    expect(recordSurface(dir).ok).toBe(true);
    expect(checkSurface(dir).ok).toBe(true);
  });
});

describe("the platform's committed report", () => {
  test("names no file by this checkout's absolute path, so it reads the same in a clean clone", () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const report = readFileSync(path.join(root, 'platform', 'public-surface.json'), 'utf8');

    expect(report).toContain('import(\\"platform/src/validation/index\\")');
    expect(report).not.toContain(root);
  });
});
