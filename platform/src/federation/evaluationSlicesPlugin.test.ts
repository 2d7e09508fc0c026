/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { bundlePageForTest } from './bundlePageForTest';
import { EvaluationSlicesPlugin } from './evaluationSlicesPlugin.cjs';

// A root importing two branches, as the platform imports its libraries; each module notes when it
// is evaluated. CommonJS, so that webpack keeps each a module of its own (as a library shared with
// other chunks stays), and padded so that each but b1 is about 2 KB of source.
const PADDING = `/* ${'x'.repeat(2000)} */`;
const MODULES = {
  'root.js': `require('./a.js'); require('./b.js'); evaluated.push('root');`,
  'a.js': `require('./a1.js'); evaluated.push('a'); ${PADDING}`,
  'a1.js': `evaluated.push('a1'); ${PADDING}`,
  'b.js': `require('./b1.js'); evaluated.push('b'); ${PADDING}`,
  'b1.js': `evaluated.push('b1');`,
  // The page: hands out the bundler's require, and imports the root only when asked to.
  'page.js': `exports.bundlerRequire = __webpack_require__; exports.importRoot = () => require('./root.js');`,
};

interface BundledPage {
  bundlerRequire: ((id: string | number) => unknown) & { evaluationSlices?: Array<string | number> };
  importRoot: () => void;
}

const bundleWithSlicesOf = async (sliceBytes: number) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evaluation-slices-'));
  try {
    for (const [file, source] of Object.entries(MODULES)) fs.writeFileSync(path.join(dir, file), source);
    return await bundlePageForTest('', {
      context: dir,
      entry: { main: './page.js' },
      plugins: [new EvaluationSlicesPlugin({ root: path.join(dir, 'root.js'), sliceBytes })],
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

/** Runs the bundle; evaluates its slices ahead (a mark between two) when asked, then imports the root. */
const evaluationOf = (code: string, { ahead }: { ahead: boolean }) => {
  const evaluated: string[] = [];
  const module = { exports: {} as BundledPage };
  vm.runInNewContext(code, { module, exports: module.exports, evaluated });
  const { bundlerRequire, importRoot } = module.exports;
  if (ahead) {
    for (const id of bundlerRequire.evaluationSlices ?? []) {
      bundlerRequire(id);
      evaluated.push('|');
    }
  }
  importRoot();
  return evaluated;
};

describe('the evaluation slices of a root’s imports', () => {
  it('lets the page evaluate what the root imports in slices of about the given size, in the order the root alone would', async () => {
    const code = await bundleWithSlicesOf(1500);

    expect(evaluationOf(code, { ahead: false })).toEqual(['a1', 'a', 'b1', 'b', 'root']);
    // a1 and a are 2 KB each: a slice each; b1 is too small for one and goes with b.
    expect(evaluationOf(code, { ahead: true })).toEqual(['a1', '|', 'a', '|', 'b1', 'b', '|', 'root']);
  }, 60_000);

  it('leaves what falls short of a slice to the root', async () => {
    const code = await bundleWithSlicesOf(4500);

    // a1 and a come to 4 KB, short of 4.5; with b and b1 they would be the root's whole graph.
    expect(evaluationOf(code, { ahead: true })).toEqual(['a1', 'a', 'b1', 'b', 'root']);
  }, 60_000);
});
