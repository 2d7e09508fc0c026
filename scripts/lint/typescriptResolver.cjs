'use strict';
// An import resolver for eslint-plugin-boundaries (eslint-plugin-import's resolver interface 2) that
// finds files the way the TypeScript build does: extensionless and `.js` imports of `.ts`/`.tsx`
// files, and the `@portal/*` workspace packages through their package.json `exports`, followed to
// the real file in the repository (not the node_modules link), so the lint zones know where an
// import lands.
const { isBuiltin } = require('node:module');
const ts = require('typescript');

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};
const cache = ts.createModuleResolutionCache(process.cwd(), (fileName) => fileName, compilerOptions);

exports.interfaceVersion = 2;

/** @returns {{ found: boolean, path?: string | null }} */
exports.resolve = function resolve(source, file) {
  if (isBuiltin(source)) return { found: true, path: null };
  const { resolvedModule } = ts.resolveModuleName(source, file, compilerOptions, ts.sys, cache);
  return resolvedModule ? { found: true, path: resolvedModule.resolvedFileName } : { found: false };
};
