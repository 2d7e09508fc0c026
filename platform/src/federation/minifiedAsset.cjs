const { minify } = require('terser');

/**
 * A script the first paint names by address (its starter) goes out minified: the page fetches it
 * on its first load, before any other script. V8's eager-compile hint on its first line is kept.
 */
module.exports = function minifiedAsset(source) {
  const done = this.async();
  const hint = /^\/\/# allFunctionsCalledOnLoad\n/.test(source) ? '//# allFunctionsCalledOnLoad\n' : '';
  minify(source, { ecma: 2020, compress: true, mangle: true, format: { comments: false } }).then(
    (result) => done(null, `${hint}${result.code ?? ''}`),
    (error) => done(error),
  );
};
