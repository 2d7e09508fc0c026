/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { bundlePageForTest } from './bundlePageForTest';
import { PrivateImportRewrite } from './privateImportRewrite.cjs';

// A small UI library as a page installs it: its field imports a heavy part by a private path.
const LIBRARY = {
  'package.json': JSON.stringify({ name: 'tiny-ui', main: 'index.mjs', sideEffects: false }),
  'index.mjs': `export { default as Field } from './Field/Field.mjs'; export { default as Other } from './Other/Other.mjs';`,
  'Field/Field.mjs': `import Heavy from '../Heavy/Heavy.mjs'; export default () => 'field with ' + Heavy();`,
  'Other/Other.mjs': `export default () => 'other';`,
  'Heavy/Heavy.mjs': `export default () => 'the heavy part';`,
  'Heavy/index.mjs': `export { default } from './Heavy.mjs';`,
};

const fieldWithoutHeavyPart = (light: string) =>
  new PrivateImportRewrite({
    name: 'fieldWithoutHeavyPart',
    library: 'tiny-ui',
    request: '../Heavy/Heavy.mjs',
    importers: ['tiny-ui/Field/Field.mjs'],
    to: light,
    leavesOut: ['tiny-ui/Heavy/Heavy.mjs'],
    record: 'docs/adr/the-record.md',
  });

/** Bundles a page against the library (with some of its files changed, as a new version would), with the rewrite. */
const bundle = async (page: string, changedFiles: Record<string, string> = {}) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-import-'));
  try {
    for (const [file, source] of Object.entries({ ...LIBRARY, ...changedFiles })) {
      const target = path.join(dir, 'node_modules', 'tiny-ui', file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, source);
    }
    fs.writeFileSync(path.join(dir, 'light.mjs'), `export default () => 'the light part';`);
    return await bundlePageForTest(page, {
      context: dir,
      plugins: [fieldWithoutHeavyPart(path.join(dir, 'light.mjs'))],
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

const PAGE = `import { Field } from 'tiny-ui'; export const drawn = Field();`;

const run = (code: string) => {
  const module = { exports: {} as { drawn: string } };
  vm.runInNewContext(code, { module, exports: module.exports });
  return module.exports.drawn;
};

describe('an import from inside a library pointed at a lighter file', () => {
  it('is rewritten, and the part it leaves out is not in the build', async () => {
    const code = await bundle(PAGE);

    expect(run(code)).toBe('field with the light part');
    expect(code).not.toContain('the heavy part');
  }, 60_000);

  it('fails the build when a new version of the library imports the part by another path', async () => {
    const moved = {
      'Field/Field.mjs': `import Heavy from '../Heavy/index.mjs'; export default () => 'field with ' + Heavy();`,
    };

    const build = bundle(PAGE, moved);

    await expect(build).rejects.toThrow(
      'fieldWithoutHeavyPart: tiny-ui is built, but no file of it imported "../Heavy/Heavy.mjs"; what to do is in docs/adr/the-record.md',
    );
    await expect(build).rejects.toThrow('tiny-ui/Field/Field.mjs is built, but no longer imports "../Heavy/Heavy.mjs"');
  }, 60_000);

  it('fails the build when another file of the library brings the part it leaves out', async () => {
    const other = { 'Other/Other.mjs': `import Heavy from '../Heavy/index.mjs'; export default () => Heavy();` };

    const build = bundle(`import { Field, Other } from 'tiny-ui'; export const drawn = Field() + Other();`, other);

    await expect(build).rejects.toThrow('tiny-ui/Heavy/Heavy.mjs is in a chunk all the same');
  }, 60_000);

  it('has nothing to say about a build without the library', async () => {
    await expect(bundle(`export const drawn = 'no library';`)).resolves.toContain('no library');
  }, 60_000);
});
