import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Who calls each RTK Query endpoint the platform injects. A module owns the calls only it makes
 * (injected from its own folder into the platform's base api), so a module team changes them
 * without a platform release; the platform keeps the calls several parts of the site make.
 */

const SOURCE = /\.(ts|tsx)$/;
const NOT_SHIPPED = /(\.test\.|\.d\.ts$|\/testing\/|\/__mocks__\/)/;

const texts = new Map();
const read = (file) => {
  if (!texts.has(file)) texts.set(file, readFileSync(file, 'utf8'));
  return texts.get(file);
};

/** The source files under `dir` that ship in a build (tests, fixtures and mocks are not callers). */
export const shippedSources = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !NOT_SHIPPED.test(file.split(path.sep).join('/')));

/** The parts of the site that call the platform: the shell and each module. */
export const consumersIn = (root) => [
  { name: 'host', dir: path.join(root, 'host/src') },
  ...readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .map((entry) => ({ name: entry.name, dir: path.join(root, entry.name, 'src') })),
];

const ENDPOINT = /^\s+(\w+): build\.(?:query|mutation|infiniteQuery)\b/gm;

/** Every endpoint injected by the platform's own code: `{ name, file }`, file relative to `root`. */
export const platformEndpoints = (root) =>
  shippedSources(path.join(root, 'platform/src'))
    .map((file) => ({ file, text: read(file) }))
    .filter(({ text }) => text.includes('.injectEndpoints('))
    .flatMap(({ file, text }) =>
      [...text.matchAll(ENDPOINT)].map((match) => ({ name: match[1], file: path.relative(root, file) })),
    );

const capitalised = (name) => name[0].toUpperCase() + name.slice(1);

/** What names an endpoint in code: its generated hooks, `endpoints.<name>`, or `'<name>'` in the cache utilities. */
const callOf = (name) => {
  const hook = capitalised(name);
  return new RegExp(
    `\\buse(?:Lazy)?${hook}(?:Query|Mutation|InfiniteQuery|QueryState)\\b|\\bendpoints\\.${name}\\b|` +
      `(?:QueryData|usePrefetch|selectCachedArgsForQuery)\\(\\s*['"]${name}['"]`,
  );
};

const EXPORTED_HOOK = /export (?:const|function) (use\w+)/g;

/**
 * The platform hooks that call the endpoint for their caller (useBrandLoader runs getBrand), found
 * in the platform's own files other than the one injecting it; a caller of such a hook calls the
 * endpoint too.
 */
const platformHooksCalling = (root, endpoint) =>
  shippedSources(path.join(root, 'platform/src'))
    .filter((file) => path.relative(root, file) !== endpoint.file)
    .map(read)
    .filter((text) => callOf(endpoint.name).test(text))
    .flatMap((text) => [...text.matchAll(EXPORTED_HOOK)].map((match) => match[1]));

/** The consumers (host, mfe-*) whose shipped code calls the endpoint, directly or through a platform hook. */
export const callersOf = (root, endpoint) => {
  const hooks = platformHooksCalling(root, endpoint);
  const patterns = [callOf(endpoint.name), ...hooks.map((hook) => new RegExp(`\\b${hook}\\b`))];
  return consumersIn(root)
    .filter(({ dir }) => shippedSources(dir).some((file) => patterns.some((pattern) => pattern.test(read(file)))))
    .map(({ name }) => name);
};
