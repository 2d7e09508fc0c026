/** @jest-environment node */
import vm from 'node:vm';
import type { Configuration } from 'webpack';
import { bundlePageForTest } from './bundlePageForTest';
import { emotionCompilesInRender } from './emotionCompilesInRender.cjs';

// What emotion's styled components import, bundled as a page would; React stays outside the bundle.
const PAGE = `export { useInsertionEffectAlwaysWithSyncFallback } from '@emotion/use-insertion-effect-with-fallbacks';`;

type InsertionHook = (insertStyles: () => void) => void;

const bundle = (plugins: Configuration['plugins']) =>
  bundlePageForTest(PAGE, {
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
