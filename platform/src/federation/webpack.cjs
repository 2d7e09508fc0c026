const path = require('node:path');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared.cjs');
const { ChunkPartsPlugin } = require('./chunkPartsPlugin.cjs');
const { PortalDescriptorPlugin } = require('./portalDescriptorPlugin.cjs');
const { EagerCompileHintPlugin } = require('./eagerCompileHintPlugin.cjs');
const { emotionCompilesInRender } = require('./emotionCompilesInRender.cjs');
const { EvaluationSlicesPlugin } = require('./evaluationSlicesPlugin.cjs');
const { libraryRewrites } = require('./libraryRewrites.cjs');
const { createFirstPaintConfig, hasFirstPaint, FIRST_PAINT_OUTPUT } = require('./serverWebpack.cjs');
const { swcRule } = require('./swcRule.cjs');

// By its path: see docs/adr/0011-react-router-production-build-by-path.md.
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** @type {string} */
const LAZY_CONTRACTS_LOADER = path.join(__dirname, 'lazyContracts.cjs');

const browserSwcRule = swcRule('es2020');

/**
 * The one webpack configuration every front-end build uses (host and five remotes), so
 * versions, resolve settings and shared singletons are identical across the six builds.
 *
 * @param {object} options
 * @param {string} options.dir        the module folder (its package.json, src/, dist/)
 * @param {string} options.name       the federation container name (a JS identifier)
 * @param {'host'|'remote'} options.kind
 * @param {number} options.devPort    webpack-dev-server port
 * @param {Record<string,string>} [options.exposes]
 */
const createModuleConfig =
  ({ dir, name, kind, devPort, exposes = {} }) =>
  (env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    const standalone = kind === 'remote' && Boolean(env.standalone);
    const modulePackage = require(path.join(dir, 'package.json'));
    const version = process.env.MODULE_VERSION || modulePackage.version;
    const outputPath = process.env.MODULE_OUTPUT_DIR
      ? path.resolve(process.env.MODULE_OUTPUT_DIR)
      : path.join(dir, 'dist');
    const entry = kind === 'host' ? { main: './src/index.ts' } : standalone ? { main: './src/dev.ts' } : {};
    // The shell, or a remote running alone in the dev shell, brings the federation runtime core.
    const shipsRuntime = kind === 'host' || standalone;

    const config = {
      mode: production ? 'production' : 'development',
      context: dir,
      entry,
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        // The shell's own HTML is served for deep links, so its chunks resolve from the root; a
        // remote's chunks resolve relative to wherever its manifest is published.
        publicPath: kind === 'host' || standalone ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        // The first-paint bundle and its files are built beside: the browser build leaves them be.
        clean: { keep: FIRST_PAINT_OUTPUT },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        // react-router 7 exports only its development build (warnings, invariant messages) under
        // the `import` condition; a production build takes the production one beside it.
        alias: production ? { 'react-router$': reactRouterProduction } : {},
      },
      module: {
        rules: [
          browserSwcRule,
          // Each contract is built the first time a page reads it (lazySchema). Loaders run last
          // to first: this rewrite sees the TypeScript before the compiler does.
          { test: /\.ts$/, use: [LAZY_CONTRACTS_LOADER] },
          // CSS (the brand fonts' @font-face rules) ships as .css files fetched with <link>, not as
          // JavaScript that injects a <style>: no script to parse, and not counted as script weight.
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(woff2?|svg|png|jpe?g|webp|ico)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: kind === 'remote' ? exposes : {},
          remotes: {},
          shared: sharedSingletons({ bundled: shipsRuntime }),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: kind === 'remote',
          // One federation runtime per page: the shell publishes its runtime core and remotes use it
          // instead of bundling their own (about 19 KB gzipped off every remote on the page).
          runtimePlugins: shipsRuntime
            ? [path.join(__dirname, 'provideRuntimeCore.mjs'), path.join(__dirname, 'loadSharesInTasks.ts')]
            : [],
          // A remote on the shell's runtime consumes no remotes itself: its bundler runtime leaves out
          // the remote-module loader (0.7 KB gzipped off every page). The shell keeps it, without the
          // runtime's manifest ("snapshot") code: it reads a module's manifest itself and registers
          // the entry the manifest names (host/src/remotes/remoteLoader.ts; 1.5 KB gzipped).
          experiments: {
            asyncStartup: true,
            externalRuntime: !shipsRuntime,
            optimization: { target: 'web', disableRemote: !shipsRuntime, disableSnapshot: true },
          },
        }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        // Imports from inside MUI and emotion pointed at lighter files (docs/adr/, libraryRewrites.cjs).
        ...libraryRewrites(),
        emotionCompilesInRender(),
        new DefinePlugin({ __MODULE_VERSION__: JSON.stringify(version) }),
        ...(production ? [new ChunkPartsPlugin(dir)] : []),
        ...(kind === 'remote' ? [new PortalDescriptorPlugin(dir)] : []),
        ...(kind === 'host' || standalone
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: 'Flight Booking',
                publicPath: '/',
              }),
            ]
          : []),
      ],
      optimization: { moduleIds: 'deterministic' },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/remotes', '/brand-assets', '/sandbox'],
            target: process.env.GATEWAY_URL || 'http://localhost:8080',
          },
        ],
        client: { overlay: { warnings: false, errors: true } },
      },
    };
    // The shell provides the platform to the page (loaded-first): its libraries ride in the
    // platform's own chunk instead of a vendor chunk beside it, one script compressed as one.
    if (kind === 'host')
      Object.assign(config.optimization, { splitChunks: { cacheGroups: { defaultVendors: false } } });
    if (production) config.plugins.push(new EagerCompileHintPlugin());
    // The shell evaluates the platform it provides over several tasks (host/src/startup/evaluatePlatformAhead.ts).
    if (kind === 'host') config.plugins.push(new EvaluationSlicesPlugin({ root: path.join(__dirname, '../index.ts') }));
    // A production build of a module that paints its pages first builds its server bundle beside.
    if (production && !standalone && hasFirstPaint(dir))
      return [config, createFirstPaintConfig({ dir, outputPath, version })];
    return config;
  };

module.exports = { createModuleConfig };
