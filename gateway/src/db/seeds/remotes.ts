import fs from 'node:fs';
import path from 'node:path';
import { PORTAL_MODULES, remoteBasePath } from '@portal/platform/federation/modules';
import { repoRoot } from '../../config';
import type { RemoteRow } from '../../modules/remotes/remotes.repository';

const packageVersion = (folder: string): string => {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof pkg.version === 'string' && pkg.version ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
};

/** The default registry: each module's build as served by this gateway, at its package version. */
export const defaultRemotes = (): RemoteRow[] =>
  PORTAL_MODULES.map(({ name, folder, routes }) => ({
    name,
    manifestUrl: `${remoteBasePath(folder)}mf-manifest.json`,
    version: packageVersion(folder),
    routes: [...routes],
  }));
