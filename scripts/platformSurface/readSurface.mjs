import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The public surface of a package: for every entry point in its package.json `exports`, every
// exported name with its declared type, as the TypeScript compiler sees it. Union members are
// sorted (the compiler orders them by creation, which moves when unrelated code changes), so a
// signature changes only when what a consumer may rely on changes.

const FORMAT =
  ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.IgnoreErrors |
  ts.NodeBuilderFlags.UseAliasDefinedOutsideCurrentScope;
const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
const scratch = ts.createSourceFile('surface.ts', '', ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);

// A type the compiler can only name by its file is printed as import("<absolute path>"): the
// report names it from the repository's root instead, so it reads the same in every checkout.
const REPO_ROOT = `${path.resolve(import.meta.dirname, '..', '..')}${path.sep}`;

const print = (node) =>
  printer
    .printNode(ts.EmitHint.Unspecified, node, scratch)
    .replace(/\s+/g, ' ')
    .replaceAll(`import("${REPO_ROOT}`, 'import("');

const sortUnions = (context) => {
  const visit = (node) => {
    const visited = ts.visitEachChild(node, visit, context);
    if (!ts.isUnionTypeNode(visited)) return visited;
    const members = [...visited.types].sort((a, b) => print(a).localeCompare(print(b)));
    return ts.factory.updateUnionTypeNode(visited, ts.factory.createNodeArray(members));
  };
  return visit;
};

const printNormalised = (node) => {
  if (!node) return '?';
  const [normalised] = ts.transform(node, [sortUnions]).transformed;
  return print(normalised);
};

const typeText = (checker, type, flags = 0) => printNormalised(checker.typeToTypeNode(type, undefined, FORMAT | flags));

/**
 * An interface or class as declared: what it extends, as written, and its own members (a library
 * type it extends, such as an element's HTML attributes, is named rather than spelled out).
 */
const declaredText = (checker, symbol) => {
  const declarations = (symbol.declarations ?? []).filter(
    (node) => ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node),
  );
  const heritage = declarations
    .flatMap((node) => node.heritageClauses ?? [])
    .map((clause) => clause.getText().replace(/\s+/g, ' '));
  const members = [...(symbol.members?.values() ?? [])]
    .filter(
      (member) =>
        !(member.flags & ts.SymbolFlags.TypeParameter) &&
        !(member.valueDeclaration && ts.getCombinedModifierFlags(member.valueDeclaration) & ts.ModifierFlags.Private),
    )
    .map((member) => {
      const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
      const type = member.declarations?.length ? typeText(checker, checker.getTypeOfSymbol(member)) : '?';
      return `${member.name}${optional}: ${type}`;
    })
    .sort();
  return [...heritage, `{ ${members.join('; ')} }`].join(' ');
};

const typeParameters = (checker, symbol) => {
  const parameters = checker.getDeclaredTypeOfSymbol(symbol).typeParameters ?? [];
  if (symbol.flags & ts.SymbolFlags.TypeAlias) parameters.push(...(checker.getTypeAliasTypeParameters?.(symbol) ?? []));
  const names = [...new Set(parameters.map((parameter) => parameter.symbol.name))];
  return names.length ? `<${names.join(', ')}>` : '';
};

const describeExport = (checker, exported) => {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const parts = [];
  if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class))
    parts.push(`type${typeParameters(checker, symbol)} ${declaredText(checker, symbol)}`);
  else if (symbol.flags & ts.SymbolFlags.TypeAlias)
    parts.push(
      `type${typeParameters(checker, symbol)} ${typeText(checker, checker.getDeclaredTypeOfSymbol(symbol), ts.NodeBuilderFlags.InTypeAlias)}`,
    );
  if (symbol.flags & ts.SymbolFlags.Value) parts.push(`value ${typeText(checker, checker.getTypeOfSymbol(symbol))}`);
  return parts.join(' & ') || 'unknown';
};

/** The TypeScript and JavaScript entry points of the package: `exports` key -> file. */
export const entryPoints = (packageDir) => {
  const { exports } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return Object.entries(exports)
    .filter(([, file]) => /\.(c|m)?(t|j)sx?$/.test(file))
    .map(([entry, file]) => ({ entry, file: path.resolve(packageDir, file) }))
    .sort((a, b) => a.entry.localeCompare(b.entry));
};

/** `{ [entry]: { [exportedName]: signature } }` for the package in packageDir. */
export const readSurface = (packageDir, compilerOptions = {}) => {
  const entries = entryPoints(packageDir);
  const program = ts.createProgram(
    entries.map(({ file }) => file),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      resolveJsonModule: true,
      esModuleInterop: true,
      allowJs: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
      ...compilerOptions,
    },
  );
  const checker = program.getTypeChecker();
  const surface = {};
  // A name several entries export (a contract's schema in ./contracts and ./validation) is
  // spelled out under the first and referred to from the others.
  const firstEntryOf = new Map();
  for (const { entry, file } of entries) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    const exported = module ? checker.getExportsOfModule(module) : [];
    surface[entry] = Object.fromEntries(
      exported
        .map((symbol) => {
          const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
          const first = firstEntryOf.get(target);
          if (first) return [symbol.name, `same as ${first}`];
          firstEntryOf.set(target, entry);
          return [symbol.name, describeExport(checker, symbol)];
        })
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  return surface;
};
