/** Where a module's remote entry is, read from its mf-manifest.json. */
export interface RemoteEntryAddress {
  url: string;
  /** 'module' for an ES-module entry; anything else loads as a classic script. */
  type?: 'module';
}

type Fields = Record<string, unknown>;

export const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A file name from a manifest: a relative path of plain characters, nothing that leaves its folder. */
export const PLAIN_FILE = /^(?!.*\.\.)[\w.@-]+(\/[\w.@-]+)*$/;

/** The folder a manifest's files are under: its publicPath when absolute, else the manifest's own folder ('auto'). */
export const manifestBase = (manifestUrl: string, manifest: unknown): string => {
  const publicPath = isFields(manifest) && isFields(manifest.metaData) ? manifest.metaData.publicPath : undefined;
  if (typeof publicPath === 'string' && publicPath !== 'auto' && /^(https?:\/\/|\/)/.test(publicPath))
    return publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
};

/**
 * The remote entry a manifest names (metaData.remoteEntry: its folder, file and type), or null
 * when the manifest names none that stays inside its folder.
 */
export const remoteEntryFromManifest = (manifestUrl: string, manifest: unknown): RemoteEntryAddress | null => {
  if (!isFields(manifest) || !isFields(manifest.metaData)) return null;
  const entry = manifest.metaData.remoteEntry;
  if (!isFields(entry) || typeof entry.name !== 'string' || !PLAIN_FILE.test(entry.name)) return null;
  const folder = typeof entry.path === 'string' && PLAIN_FILE.test(entry.path) ? `${entry.path}/` : '';
  const url = `${manifestBase(manifestUrl, manifest)}${folder}${entry.name}`;
  return entry.type === 'module' ? { url, type: 'module' } : { url };
};
