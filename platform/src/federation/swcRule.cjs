/**
 * The rule that compiles the portal's TypeScript and JSX with swc, for the browser builds and the
 * first-paint server build alike: the same parser and JSX runtime, each build its own target.
 *
 * @param {string} target the ECMAScript version the build emits
 */
const swcRule = (target) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target,
      },
    },
  },
});

module.exports = { swcRule };
