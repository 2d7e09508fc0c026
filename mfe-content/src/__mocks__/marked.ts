/**
 * marked ships its package entry only as an ES module, which the web jest project does not
 * compile (node_modules are left alone there). Its UMD build is the same parser as CommonJS, so
 * tests use that. A manual mock under a jest root replaces the package for every web test;
 * webpack never sees this file.
 */
import path from 'node:path';

const umdBuild = path.join(path.dirname(require.resolve('marked/package.json')), 'lib', 'marked.umd.js');

module.exports = jest.requireActual(umdBuild);
