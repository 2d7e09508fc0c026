const fs = require('node:fs');
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');

const zodCore = path.join(path.dirname(require.resolve('zod/package.json')), 'v4', 'core');

/** The names a zod core file exports as `export const` or `export function`. */
const exportedNames = (file) =>
  [...fs.readFileSync(path.join(zodCore, file), 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)].map(
    (match) => match[1],
  );

/**
 * A stand-in for one of zod's JSON Schema files: every export the file has is a function that
 * throws, except `keep`, which come from the real file (only those are bundled).
 */
const standIn = (file, keep = []) => {
  const unavailable = exportedNames(file).filter((name) => !keep.includes(name));
  const source = [
    keep.length ? `export { ${keep.join(', ')} } from ${JSON.stringify(path.join(zodCore, file))};` : '',
    'const unavailable = () => { throw new Error("zod\'s JSON Schema output is left out of the browser build"); };',
    ...unavailable.map((name) => `export const ${name} = unavailable;`),
  ].join('\n');
  return `data:text/javascript,${encodeURIComponent(source)}`;
};

/**
 * zod's classic schemas import its JSON Schema generator (toJSONSchema, `~standard.jsonSchema`),
 * about 5 KB gzipped on every page that validates, which the browser never calls: the front end
 * only parses. Those two imports of the classic API get stand-ins whose functions throw; the
 * constraint summary schemas expose as properties (`minLength`, `maxLength`, ...) stays real. The
 * gateway, not bundled, keeps all of zod. Built from the installed zod's export list, so a zod that
 * adds an export still builds, and one that renames a kept one fails the build.
 */
const zodWithoutJsonSchema = () => {
  const replacements = {
    '../core/json-schema-processors.js': standIn('json-schema-processors.js', ['aggregateChecks']),
    '../core/to-json-schema.js': standIn('to-json-schema.js'),
  };
  return new NormalModuleReplacementPlugin(/json-schema/, (resource) => {
    if (Object.hasOwn(replacements, resource.request) && /[\\/]zod[\\/]v4[\\/]classic$/.test(resource.context))
      resource.request = replacements[resource.request];
  });
};

module.exports = { zodWithoutJsonSchema };
