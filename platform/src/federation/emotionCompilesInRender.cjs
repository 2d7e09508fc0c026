const path = require('node:path');
const { PrivateImportRewrite } = require('./privateImportRewrite.cjs');

/**
 * Emotion compiles a component's styles while it renders instead of in React's commit, and the
 * portal's cache inserts them between render slices or in the commit (see
 * `platform/src/ui/emotion/stylesCompiledInRender.ts`). Every import of emotion's insertion hooks
 * takes the stand-in; the importers named are the ones the build expects to see rewritten.
 * Browser builds only: the gateway and the jsdom tests keep emotion's own hooks.
 */
const EMOTION_INSERTION_HOOKS = {
  name: 'emotionCompilesInRender',
  library: '@emotion/react',
  request: '@emotion/use-insertion-effect-with-fallbacks',
  importers: [
    '@emotion/react/dist/emotion-react.browser.esm.js',
    '@emotion/react/dist/emotion-react.browser.development.esm.js',
    '@emotion/styled/base/dist/emotion-styled-base.browser.esm.js',
    '@emotion/styled/base/dist/emotion-styled-base.browser.development.esm.js',
  ],
  fromAnyImporter: true,
  to: path.join(__dirname, '../ui/emotion/stylesCompiledInRender.ts'),
  record: 'docs/adr/0005-emotion-compiles-styles-in-render.md',
};

const emotionCompilesInRender = () => new PrivateImportRewrite(EMOTION_INSERTION_HOOKS);

module.exports = { emotionCompilesInRender, EMOTION_INSERTION_HOOKS };
