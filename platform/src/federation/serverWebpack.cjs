const fs = require('node:fs');
const path = require('node:path');
const { DefinePlugin, optimize } = require('webpack');
const { swcRule } = require('./swcRule.cjs');

// react-router exports its development build under the `node` and `import` conditions; a
// production bundle takes the production build beside it, as the browser builds do.
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The module's first-paint entry: present in a module that paints its pages before any script runs. */
const FIRST_PAINT_ENTRY = 'src/firstPaint.server.tsx';
/** Where the first-paint bundle lands in a release, beside its manifest: the gateway finds it there. */
const FIRST_PAINT_FILE = 'server/first-paint.cjs';
/** Where the files the first paint names (its starter script) land in a release. */
const FIRST_PAINT_ASSETS = 'first-paint-assets';
/** What the browser build of the same release leaves in place when it cleans its output. */
const FIRST_PAINT_OUTPUT = new RegExp(`^(server|${FIRST_PAINT_ASSETS})[\\\\/]`);

const hasFirstPaint = (dir) => fs.existsSync(path.join(dir, FIRST_PAINT_ENTRY));

/**
 * The build of a module's first-paint render: one CommonJS file for Node, with its own copies of
 * React, MUI, emotion and the platform (it runs apart from the browser's share scope), which the
 * gateway loads from the registered release and calls for the pages the module owns. Assets keep
 * the browser build's names and are not emitted twice.
 *
 * @param {object} options
 * @param {string} options.dir        the module folder
 * @param {string} options.outputPath the release's output folder (the browser build's)
 * @param {string} options.version    the release's version
 */
const createFirstPaintConfig = ({ dir, outputPath, version }) => ({
  name: 'first-paint',
  mode: 'production',
  target: 'node20',
  context: dir,
  entry: { 'first-paint': `./${FIRST_PAINT_ENTRY}` },
  devtool: false,
  output: {
    path: outputPath,
    filename: FIRST_PAINT_FILE,
    library: { type: 'commonjs2' },
    publicPath: '/',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: false,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.mjs', '.js'],
    conditionNames: ['node', 'import', 'require', 'default'],
    alias: { 'react-router$': reactRouterProduction },
  },
  module: {
    rules: [
      // A file the first paint names by address (`import url from './x.js?asset'`), emitted minified.
      {
        resourceQuery: /^\?asset$/,
        type: 'asset/resource',
        generator: { filename: `${FIRST_PAINT_ASSETS}/[name].[contenthash:8][ext]` },
        use: [path.join(__dirname, 'minifiedAsset.cjs')],
      },
      // The query's files are the asset rule's alone.
      { ...swcRule('es2022'), resourceQuery: { not: [/^\?asset$/] } },
      { test: /\.css$/, type: 'asset/resource', generator: { emit: false } },
      { test: /\.(woff2?|svg|png|jpe?g|webp|ico)$/, type: 'asset/resource', generator: { emit: false } },
    ],
  },
  plugins: [
    // One file: the gateway loads it whole; a lazy page is a promise already settled.
    new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    new DefinePlugin({ __MODULE_VERSION__: JSON.stringify(version) }),
  ],
  optimization: { minimize: false, moduleIds: 'deterministic' },
  performance: { hints: false },
  stats: 'errors-warnings',
  infrastructureLogging: { level: 'warn' },
});

module.exports = { createFirstPaintConfig, hasFirstPaint, FIRST_PAINT_FILE, FIRST_PAINT_OUTPUT };
