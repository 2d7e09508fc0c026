import fs from 'node:fs';
import path from 'node:path';
import type { RemoteDescriptor } from '@portal/platform-common/contracts';
import { PORTAL_MODULES, remoteBasePath } from '@portal/platform-common/federation/modules';
import { repoRoot } from '../../config';
import type { Logger } from '../../http/logger';
import type { RemoteRow } from '../../modules/remotes/remotes.repository';
import { builtDescriptor, declaredDescriptor } from '../../modules/remotes/releaseDescriptor';

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

/**
 * What the local build of a module declares (its manifest's `portal` object). A module not built
 * yet (or built before descriptors) takes what its source declares (src/module.json), which the
 * next build copies into the manifest; the log says so.
 */
const localDescriptor = (staticRoot: string, folder: string, logger: Logger): RemoteDescriptor => {
  const built = builtDescriptor(staticRoot, folder);
  if (built) return built;
  logger.warn(
    { module: folder },
    'no build with a descriptor for this module: its registry entry takes the routes and navigation its source declares (src/module.json)',
  );
  return declaredDescriptor(repoRoot, folder);
};

/** The default registry: each module's build as served by this gateway, with what that build declares. */
export const defaultRemotes = (staticRoot: string, logger: Logger): RemoteRow[] =>
  PORTAL_MODULES.map(({ name, folder }) => ({
    name,
    manifestUrl: `${remoteBasePath(folder)}mf-manifest.json`,
    version: packageVersion(folder),
    ...localDescriptor(staticRoot, folder, logger),
  }));
