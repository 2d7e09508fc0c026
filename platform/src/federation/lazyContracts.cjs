const path = require('node:path');
const ts = require('typescript');

// The contracts live in the platform's isomorphic part, with the helper the rewrite imports.
const COMMON_SOURCE = path.join(path.dirname(require.resolve('@portal/platform-common/package.json')), 'src');
const HELPER = path.join(COMMON_SOURCE, 'validation', 'lazySchema.ts');
const CONTRACTS = path.join(COMMON_SOURCE, 'contracts') + path.sep;

/** A contracts file of the browser builds (not a test): its schemas are built on first use. */
const isContractsFile = (file) =>
  file.startsWith(CONTRACTS) && file.endsWith('.ts') && !/\.test\.ts$/.test(file) && !file.endsWith('.d.ts');

/** The identifier a chain of calls and property reads starts from: `z` in `z.object({...}).strict()`. */
const chainRoot = (node) => {
  let current = node;
  for (;;) {
    if (ts.isCallExpression(current) || ts.isPropertyAccessExpression(current) || ts.isNonNullExpression(current))
      current = current.expression;
    else if (ts.isParenthesizedExpression(current)) current = current.expression;
    else return ts.isIdentifier(current) ? current.text : undefined;
  }
};

/** A schema factory by the contracts' naming: `createSearchRequestSchema`. */
const SCHEMA_FACTORY = /^create\w*Schema$/;

/**
 * Each top-level `const` of a contracts file whose value is a zod schema (a call chain starting at
 * `z`, or at another schema of the file, or a call of one of the file's schema factories such as
 * `createSearchRequestSchema()`) becomes `lazySchema(() => value)`. Everything else (plain values,
 * the factories themselves, types) is left as it is.
 */
const makeContractsLazy = (source, file) => {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const schemas = new Set();
  const factories = new Set();
  const edits = [];
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (!value || !ts.isIdentifier(declaration.name)) continue;
      if (SCHEMA_FACTORY.test(declaration.name.text) && ts.isArrowFunction(value)) factories.add(declaration.name.text);
      if (!ts.isCallExpression(value)) continue;
      const root = chainRoot(value);
      if (root !== 'z' && !schemas.has(root) && !factories.has(root)) continue;
      schemas.add(declaration.name.text);
      edits.push({ start: value.getStart(sourceFile), end: value.getEnd() });
    }
  }
  if (edits.length === 0) return source;
  let output = source;
  for (const { start, end } of edits.reverse())
    output = `${output.slice(0, start)}__lazySchema(() => ${output.slice(start, end)})${output.slice(end)}`;
  let helper = path.relative(path.dirname(file), HELPER).replace(/\\/g, '/').replace(/\.ts$/, '');
  if (!helper.startsWith('.')) helper = `./${helper}`;
  return `import { lazySchema as __lazySchema } from '${helper}';\n${output}`;
};

/** A top-level schema written the contracts' way: `export const nameSchema = z.object(...)`. */
const WRITES_A_SCHEMA = /^(?:export )?const \w+(?::[^=]+)? = z\./m;

/** The webpack loader (browser builds): contracts files only. */
function lazyContractsLoader(source) {
  if (!isContractsFile(this.resourcePath)) return source;
  const lazy = makeContractsLazy(source, this.resourcePath);
  // A file that writes schemas, none of them made lazy: the rewrite no longer reads the contracts
  // (a TypeScript whose syntax tree it no longer knows), and pages would build every one again.
  if (lazy === source && WRITES_A_SCHEMA.test(source))
    this.emitError(
      new Error(
        `No schema of ${path.basename(this.resourcePath)} was made lazy; what to do is in docs/adr/0004-contracts-built-on-first-use.md.`,
      ),
    );
  return lazy;
}

module.exports = lazyContractsLoader;
module.exports.makeContractsLazy = makeContractsLazy;
module.exports.isContractsFile = isContractsFile;
module.exports.CONTRACTS_DIR = CONTRACTS;
