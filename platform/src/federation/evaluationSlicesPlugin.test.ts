/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack, { type Configuration } from 'webpack';
import { bundlePageForTest } from './bundlePageForTest';
import { CONSUME_SHARED_MODULE, EvaluationSlicesPlugin } from './evaluationSlicesPlugin.cjs';

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

const bundleWithSlicesOf = async (
  sliceBytes: number,
  { root = 'root.js', ...config }: Configuration & { root?: string } = {},
) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evaluation-slices-'));
  try {
    for (const [file, source] of Object.entries(MODULES)) fs.writeFileSync(path.join(dir, file), source);
    return await bundlePageForTest('', {
      context: dir,
      entry: { main: './page.js' },
      ...config,
      plugins: [new EvaluationSlicesPlugin({ root: path.join(dir, root), sliceBytes }), ...(config.plugins ?? [])],
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

  it('names a module consumed from the share scope on its own, whatever its size', async () => {
    // b1 consumed from the share scope, as the platform consumes React: another build's module.
    const code = await bundleWithSlicesOf(4500, {
      optimization: { moduleIds: 'named' },
      plugins: [
        new webpack.sharing.ConsumeSharedPlugin({
          consumes: { './b1.js': { shareKey: 'b1', eager: true, requiredVersion: false } },
        }),
      ],
    });

    const slices = /\.evaluationSlices\s*=\s*(\[[^\]]*\])/.exec(code)?.[1];
    expect(JSON.parse(slices ?? 'null')).toEqual([expect.stringMatching(/^webpack\/sharing\/consume\/default\/b1/)]);
  }, 60_000);

  it('fails the build when the root it walks from is in no chunk of it', async () => {
    await expect(bundleWithSlicesOf(1500, { root: 'moved-root.js' })).rejects.toThrow(
      /EvaluationSlicesPlugin: no chunk holds .*moved-root\.js; what to do is in docs\/adr\//,
    );
  }, 60_000);

  it('fails the build when no entry carries the list', async () => {
    await expect(bundleWithSlicesOf(1500, { entry: { shell: './page.js' } })).rejects.toThrow(
      'EvaluationSlicesPlugin: no entry named main to carry the list',
    );
  }, 60_000);

  it('knows the shared modules of the federation plugin the builds use by webpack’s module type for them', () => {
    // Module Federation's own module class, as its plugin makes one for each shared import.
    const sharing = path.join(path.dirname(require.resolve('@module-federation/enhanced')), 'lib', 'sharing');
    const { default: ConsumeSharedModule } = jest.requireActual(path.join(sharing, 'ConsumeSharedModule.js'));

    const consumed = new ConsumeSharedModule(__dirname, { shareKey: 'react', shareScope: 'default', import: 'react' });
    expect(consumed.type).toBe(CONSUME_SHARED_MODULE);
  });

  it('walks the module graph through the webpack 5 APIs it was written against', () => {
    // The behaviour above exercises them; this names them, for whoever upgrades webpack.
    expect(webpack.ModuleGraph.prototype.getConnection).toBeInstanceOf(Function);
    expect(webpack.ModuleGraphConnection.prototype.isTargetActive).toBeInstanceOf(Function);
    expect(webpack.ChunkGraph.prototype.getNumberOfModuleChunks).toBeInstanceOf(Function);
    expect(webpack.ChunkGraph.prototype.getModuleId).toBeInstanceOf(Function);
    expect(webpack.Module.prototype.size).toBeInstanceOf(Function);
    expect(webpack.Compilation.prototype.addRuntimeModule).toBeInstanceOf(Function);
    expect(webpack.RuntimeGlobals.require).toBe('__webpack_require__');
  });
});
