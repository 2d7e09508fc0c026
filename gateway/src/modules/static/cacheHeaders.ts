import path from 'node:path';
import type { ServerResponse } from 'node:http';

/** webpack's [contenthash]: a file whose name holds one never changes under that name. */
const CONTENT_HASH = /\.[0-9a-f]{8,}\./;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Hashed files are cached for a year; everything else (index.html, mf-manifest.json,
 * remoteEntry.js, ...) is revalidated on every use, so a release shows up on the next load.
 */
export const cacheControlFor = (filePath: string): string =>
  CONTENT_HASH.test(path.basename(filePath)) ? IMMUTABLE : 'no-cache';

export const setCacheHeaders = (res: ServerResponse, filePath: string): void => {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
};
