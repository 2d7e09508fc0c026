// jest's transform for the contracts in the browser-side (jsdom) suites: as the browser builds do,
// each schema is built on first use (federation/lazyContracts.cjs), then compiled by @swc/jest.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { createTransformer: createSwcTransformer } = require('@swc/jest');
const { isContractsFile, makeContractsLazy } = require('../federation/lazyContracts.cjs');

// A change to the rewrite must not be hidden by jest's cache of earlier outputs.
const rewriteVersion = createHash('sha256')
  .update(readFileSync(require.resolve('../federation/lazyContracts.cjs')))
  .digest('hex')
  .slice(0, 16);

const lazy = (source, file) => (isContractsFile(file) ? makeContractsLazy(source, file) : source);

module.exports = {
  createTransformer(options) {
    const swc = createSwcTransformer(options);
    return {
      ...swc,
      process: (source, file, jestOptions) => swc.process(lazy(source, file), file, jestOptions),
      processAsync: (source, file, jestOptions) => swc.processAsync(lazy(source, file), file, jestOptions),
      getCacheKey: (source, file, ...rest) => `${swc.getCacheKey(source, file, ...rest)}-${rewriteVersion}`,
    };
  },
};
