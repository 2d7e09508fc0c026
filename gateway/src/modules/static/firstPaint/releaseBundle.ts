import fs from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { localReleaseFile } from '../../remotes/releaseDescriptor';

/** Where a release's first-paint bundle is, beside its manifest (platform/src/federation/serverWebpack.cjs). */
export const FIRST_PAINT_FILE = 'server/first-paint.cjs';
const FETCH_TIMEOUT_MS = 5_000;
/** A first-paint bundle holds its own React, MUI and platform: a few MB; anything far larger is refused. */
const MAX_BUNDLE_BYTES = 32 * 1024 * 1024;
/** Releases kept loaded: the registered ones and those just rolled back from. */
const KEPT_RELEASES = 16;

export type BundleExports = Record<string, unknown>;

/**
 * Evaluates a CommonJS bundle in this process. It may require Node's own modules only: a
 * first-paint bundle carries every package it uses.
 */
const evaluate = (code: string, filename: string): BundleExports => {
  const wrapper = vm.compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], { filename });
  const module = { exports: {} as BundleExports };
  const requireBuiltin = (name: string): unknown => {
    if (!isBuiltin(name)) throw new Error(`a first-paint bundle may require Node's modules only, not "${name}"`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a Node module the bundle names, resolved at run time
    return require(name);
  };
  wrapper.call(module.exports, module.exports, requireBuiltin, module, filename, path.dirname(filename));
  return module.exports;
};

/** A release's bundle over the network, or null where the release has none (404). */
const fetchBundle = async (url: string): Promise<string | null> => {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_BUNDLE_BYTES) throw new Error(`${url} is too large`);
  const code = await response.text();
  if (code.length > MAX_BUNDLE_BYTES) throw new Error(`${url} is too large`);
  return code;
};

/** A release as the registry names it (its manifest's address and version), or a build on this gateway's disk. */
export type Release = { manifestUrl: string; version: string } | { file: string };

const bundleFileOf = (release: Release, staticRoot: string): string | null => {
  if ('file' in release) return release.file;
  if (!release.manifestUrl.startsWith('/')) return null;
  const manifest = localReleaseFile(staticRoot, release.manifestUrl);
  return manifest ? path.join(path.dirname(manifest), FIRST_PAINT_FILE) : null;
};

/**
 * The first-paint bundles of the registered releases, each loaded once per release (address and
 * version), so registering a release or rolling one back changes the first paint on the next page
 * without a gateway restart. A build on this gateway's disk is read again when its file changes.
 * A release without a bundle is remembered as such; one that failed to load is tried again.
 */
export const createReleaseBundles = (staticRoot: string) => {
  const loaded = new Map<string, Promise<BundleExports | null>>();
  const keyOf = async (release: Release): Promise<string> => {
    if ('manifestUrl' in release && !release.manifestUrl.startsWith('/'))
      return `${release.manifestUrl}|${release.version}`;
    const file = bundleFileOf(release, staticRoot);
    const stat = file ? await fs.stat(file).catch(() => null) : null;
    return `${file ?? 'none'}|${stat?.mtimeMs ?? 'none'}`;
  };
  const read = async (release: Release): Promise<BundleExports | null> => {
    const file = bundleFileOf(release, staticRoot);
    if (file) {
      const code = await fs.readFile(file, 'utf8').catch(() => null);
      return code === null ? null : evaluate(code, file);
    }
    if ('file' in release || release.manifestUrl.startsWith('/')) return null;
    const fetched = await fetchBundle(new URL(FIRST_PAINT_FILE, release.manifestUrl).href);
    return fetched === null ? null : evaluate(fetched, release.manifestUrl);
  };
  return async (release: Release): Promise<BundleExports | null> => {
    const key = await keyOf(release);
    let bundle = loaded.get(key);
    if (!bundle) {
      bundle = read(release);
      bundle.catch(() => loaded.delete(key));
      loaded.set(key, bundle);
      if (loaded.size > KEPT_RELEASES) loaded.delete(loaded.keys().next().value as string);
    }
    return bundle;
  };
};

export type ReleaseBundles = ReturnType<typeof createReleaseBundles>;
