import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config';

let version: string | undefined;

/**
 * The platform version the shell this gateway serves is built with (the repository's
 * platform/package.json): a release declaring another major is refused by the shell, so the page
 * neither preloads nor paints it. Read as data: the gateway runs none of the platform's code.
 */
export const shellPlatformVersion = (): string => {
  if (version === undefined) {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'platform', 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    version = typeof manifest.version === 'string' ? manifest.version : '0.0.0';
  }
  return version;
};
