/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { EMOTION_INSERTION_HOOKS } from './emotionCompilesInRender.cjs';
import { LIBRARY_REWRITES } from './libraryRewrites.cjs';

/** The installed file of a package, by the package's name and the file's path in it: `@mui/material/Select/SelectInput.mjs`. */
const installed = (packageFile: string) => {
  const segments = packageFile.split('/');
  const name = segments.slice(0, packageFile.startsWith('@') ? 2 : 1).join('/');
  const rest = segments.slice(name.split('/').length);
  return path.join(path.dirname(require.resolve(`${name}/package.json`)), ...rest);
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a file's source imports or re-exports the request exactly as written. */
const importsRequest = (file: string, request: string) =>
  new RegExp(`(?:from|import)\\s*["']${escaped(request)}["']`).test(fs.readFileSync(file, 'utf8'));

/** What a library file's import resolves to: a relative path from the file, or a package from its folder. */
const resolvedFrom = (file: string, request: string) =>
  request.startsWith('.')
    ? path.resolve(path.dirname(file), request)
    : require.resolve(request, { paths: [path.dirname(file)] });

/** The names a bundled ES module's closing `export { … }` list gives. */
const exportedNames = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/^export \{([^}]*)\}/gm)]
    .flatMap((match) => match[1]!.split(','))
    .map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    )
    .filter(Boolean)
    .sort();

type ModuleConfig = (options: {
  dir: string;
  name: string;
  kind: 'host' | 'remote';
  devPort: number;
}) => (env: object, argv: { mode: string }) => BuildConfig | BuildConfig[];
interface BuildConfig {
  resolve: { alias: Record<string, string> };
}

const REWRITES = [...LIBRARY_REWRITES, EMOTION_INSERTION_HOOKS];
const IMPORTS = REWRITES.flatMap(({ name, request, importers }) =>
  importers.map((importer) => ({ name, request, importer })),
);

// The libraries as installed are the ones the rewrites were written against: a version that moves
// or renames a file, or an import, fails here as well as in the build (privateImportRewrite.cjs).
describe('the imports the browser builds take from inside libraries', () => {
  test.each(IMPORTS)('$name: $importer still imports "$request", and it resolves', ({ request, importer }) => {
    const file = installed(importer);

    expect(fs.existsSync(file)).toBe(true);
    expect(importsRequest(file, request)).toBe(true);
    expect(fs.existsSync(resolvedFrom(file, request))).toBe(true);
  });

  test.each(REWRITES)('$name: $request takes a file of the portal’s that exists', ({ to }) => {
    expect(fs.existsSync(to)).toBe(true);
  });

  test.each(REWRITES.filter(({ leavesOut }) => leavesOut))(
    '$name: what it leaves out is still that file',
    ({ leavesOut }) => {
      for (const file of leavesOut ?? []) expect(fs.existsSync(installed(file))).toBe(true);
    },
  );

  test('react-router’s production build, which the production builds take by its path, exports what its development build does', () => {
    // The builds' configuration is plain JavaScript without declarations: only its alias is read.
    const { createModuleConfig } = jest.requireActual<{ createModuleConfig: ModuleConfig }>('./webpack.cjs');
    const shell = createModuleConfig({
      dir: path.join(__dirname, '../../../host'),
      name: 'shell',
      kind: 'host',
      devPort: 0,
    });
    // The shell builds its first-paint bundle beside: the browser build is the first.
    const built = shell({}, { mode: 'production' });
    const browser = Array.isArray(built) ? built[0]! : built;
    const production = browser.resolve.alias['react-router$']!;
    const development = path.join(path.dirname(production), '..', 'development', 'index.mjs');

    expect(exportedNames(production)).toEqual(exportedNames(development));
    expect(exportedNames(production)).toContain('BrowserRouter');
  });
});
