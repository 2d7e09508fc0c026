import { checkPlatformCompatibility } from '@portal/platform-common/federation/compatibility';
import {
  isFields,
  manifestBase,
  PLAIN_FILE,
  remoteEntryFromManifest,
} from '@portal/platform-common/federation/remoteEntry';
import { shellPlatformVersion } from './shellPlatform';
import type { Logger } from '../../http/logger';
import { readReleaseManifest } from '../remotes/releaseDescriptor';
import type { PageOwner } from './bootState';

/** One <link> the document carries so the browser fetches a module's first files at once. */
export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script' | 'style';
  /** The shell fetches the manifest with fetch() (CORS mode): the preload must match it. */
  crossOrigin?: boolean;
  module?: boolean;
}

/** A remote manifest (mf-manifest.json) is waited for at most this long when a page is answered. */
const MANIFEST_WAIT_MS = 300;
/** A manifest that could not be read is tried again on a page after this long. */
const RETRY_AFTER_MS = 30_000;

const plainFiles = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((file): file is string => typeof file === 'string' && PLAIN_FILE.test(file)) : [];

/**
 * The manifest, the remote entry and the synchronous files of the exposed `./routes` (what the
 * shell loads before the page): read from the module's mf-manifest.json.
 */
export const hintsFromManifest = (manifestUrl: string, manifest: unknown): PreloadHint[] => {
  const hints: PreloadHint[] = [{ href: manifestUrl, as: 'fetch', crossOrigin: true }];
  if (!isFields(manifest) || !isFields(manifest.metaData)) return hints;
  const base = manifestBase(manifestUrl, manifest);
  const entry = remoteEntryFromManifest(manifestUrl, manifest);
  if (entry) hints.push({ href: entry.url, as: 'script', module: entry.type === 'module' });
  const routes = Array.isArray(manifest.exposes)
    ? manifest.exposes.find((expose: unknown) => isFields(expose) && expose.name === 'routes')
    : undefined;
  const assets = isFields(routes) && isFields(routes.assets) ? routes.assets : {};
  const js = isFields(assets.js) ? plainFiles(assets.js.sync) : [];
  const css = isFields(assets.css) ? plainFiles(assets.css.sync) : [];
  hints.push(...js.map((file) => ({ href: `${base}${file}`, as: 'script' as const })));
  hints.push(...css.map((file) => ({ href: `${base}${file}`, as: 'style' as const })));
  return hints;
};

/**
 * Preload hints per module, read once per release: the cache is keyed on the release's manifest
 * address and version, so registering a release or rolling one back changes the hints on the
 * next page without a shell rebuild. A manifest that cannot be read gives the manifest's hint
 * alone (and is tried again on the next page). A release built for another platform than the
 * shell's gets none: the shell refuses it without fetching anything of it, and so does the page.
 */
export const createModuleHints = (staticRoot: string, logger: Logger) => {
  interface Known {
    release: string;
    hints: Promise<PreloadHint[]>;
    /** Set once read: no page waits for it again. */
    settled?: PreloadHint[];
    /** Set when the manifest could not be read: tried again after this time. */
    retryAt?: number;
  }
  const known = new Map<string, Known>();

  const load = (owner: PageOwner, release: string): Known => {
    const entry: Known = {
      release,
      hints: readReleaseManifest(owner.manifestUrl, staticRoot)
        .then((manifest) => hintsFromManifest(owner.manifestUrl, manifest))
        .catch((error: unknown) => {
          logger.warn({ err: error, name: owner.name }, "could not read a module's manifest for its preload hints");
          entry.retryAt = Date.now() + RETRY_AFTER_MS;
          return hintsFromManifest(owner.manifestUrl, undefined);
        })
        .then((hints) => (entry.settled = hints)),
    };
    known.set(owner.name, entry);
    return entry;
  };

  return async (owner: PageOwner): Promise<PreloadHint[]> => {
    if (!checkPlatformCompatibility(owner.platform, shellPlatformVersion()).compatible) return [];
    const release = `${owner.manifestUrl}|${owner.version}`;
    const cached = known.get(owner.name);
    const fresh = cached?.release === release && !(cached.retryAt !== undefined && Date.now() > cached.retryAt);
    const entry = fresh ? cached : load(owner, release);
    if (entry.settled) return entry.settled;
    // A slow remote origin must not hold the page: it goes out with the manifest's hint alone.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<PreloadHint[]>((resolve) => {
      timer = setTimeout(() => resolve(hintsFromManifest(owner.manifestUrl, undefined)), MANIFEST_WAIT_MS);
    });
    return Promise.race([entry.hints, late]).finally(() => clearTimeout(timer));
  };
};

export type ModuleHints = ReturnType<typeof createModuleHints>;
