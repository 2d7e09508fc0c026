/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack, { type Configuration } from 'webpack';
import { emotionCompilesInRender } from './emotionCompilesInRender.cjs';

// What emotion's styled components import, bundled as a page would; React stays outside the bundle.
const PAGE = `export { useInsertionEffectAlwaysWithSyncFallback } from '@emotion/use-insertion-effect-with-fallbacks';`;

type InsertionHook = (insertStyles: () => void) => void;

const bundle = (plugins: Configuration['plugins']): Promise<string> =>
  new Promise((resolve, reject) => {
    const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'emotion-bundle-'));
    webpack(
      {
        mode: 'production',
        context: __dirname,
        entry: `data:text/javascript,${encodeURIComponent(PAGE)}`,
        output: { path: outputPath, filename: 'page.js', library: { type: 'commonjs2' } },
        externals: { react: 'commonjs react' },
        resolve: { extensions: ['.ts', '.js'] },
        module: {
          rules: [
            {
              test: /\.ts$/,
              exclude: /node_modules/,
              use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
            },
          ],
        },
        plugins,
      },
      (error, stats) => {
        const failed = error || !stats || stats.hasErrors();
        const code = failed ? '' : fs.readFileSync(path.join(outputPath, 'page.js'), 'utf8');
        fs.rmSync(outputPath, { recursive: true, force: true });
        if (failed) reject(error ?? new Error(stats?.toString('errors-only')));
        else resolve(code);
      },
    );
  });

/** Calls the bundled hook as a component's render would, with a React that records the effects asked for. */
const renderOnce = (code: string) => {
  const calls: string[] = [];
  const react = { useInsertionEffect: () => calls.push('insertion effect'), useLayoutEffect: () => undefined };
  const module = { exports: {} as { useInsertionEffectAlwaysWithSyncFallback: InsertionHook } };
  vm.runInNewContext(code, { module, exports: module.exports, require: (name: string) => name === 'react' && react });
  module.exports.useInsertionEffectAlwaysWithSyncFallback(() => calls.push('styles compiled'));
  return calls;
};

describe('emotion in the browser build', () => {
  let emotions: string;
  let portals: string;
  beforeAll(async () => {
    [emotions, portals] = await Promise.all([bundle([]), bundle([emotionCompilesInRender()])]);
  }, 120_000);

  it('compiles a component’s styles while it renders, then asks for an insertion effect to put them in the page', () => {
    expect(renderOnce(portals)).toEqual(['styles compiled', 'insertion effect']);
  });

  it('where emotion alone leaves all of it to the insertion effect', () => {
    expect(renderOnce(emotions)).toEqual(['insertion effect']);
  });
});
