const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');

const standIn = path.join(__dirname, '../ui/emotion/stylesCompiledInRender.ts');

/**
 * Emotion compiles a component's styles while it renders instead of in React's commit, and the
 * portal's cache inserts them in the commit (see `platform/src/ui/emotion/stylesCompiledInRender.ts`).
 * Browser builds only: the gateway and the jsdom tests keep emotion's own hooks.
 */
const emotionCompilesInRender = () =>
  new NormalModuleReplacementPlugin(/^@emotion\/use-insertion-effect-with-fallbacks$/, (resource) => {
    resource.request = standIn;
  });

module.exports = { emotionCompilesInRender };
