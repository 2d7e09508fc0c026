import fs from 'node:fs';
import path from 'node:path';
import type { RemoteDescriptor } from '@portal/platform-common/contracts';
import { remoteBasePath } from '@portal/platform-common/federation/modules';
import { repoRoot } from '../../config';
import type { Logger } from '../../http/logger';
import type { RemoteRow } from '../../modules/remotes/remotes.repository';
import {
  containerNameOf,
  isModuleBuild,
  MANIFEST_FILE,
  moduleDist,
  moduleFolderNamesUnder,
} from '../../modules/remotes/moduleBuilds';
import { builtDescriptor, declaredDescriptor } from '../../modules/remotes/releaseDescriptor';

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/**
 * A module's version: its package.json in the repository; for a build that came without its
 * source, the version its build recorded (the federation manifest's buildInfo).
 */
const versionOf = (staticRoot: string, folder: string): string => {
  const pkg = readJson(path.join(repoRoot, folder, 'package.json')) as { version?: unknown } | undefined;
  if (typeof pkg?.version === 'string' && pkg.version) return pkg.version;
  const manifest = readJson(path.join(moduleDist(staticRoot, folder), MANIFEST_FILE)) as
    { metaData?: { buildInfo?: { buildVersion?: unknown } } } | undefined;
  const built = manifest?.metaData?.buildInfo?.buildVersion;
  return typeof built === 'string' && built ? built : '0.0.0';
};

const declaresItself = (folder: string): boolean => fs.existsSync(path.join(repoRoot, folder, 'src', 'module.json'));

/**
 * The modules there are: each folder of the repository whose source declares a module
 * (src/module.json), and each build under the static root whose manifest carries a descriptor.
 */
const moduleFolders = (staticRoot: string): string[] => {
  const declared = moduleFolderNamesUnder(repoRoot).filter(declaresItself);
  const built = moduleFolderNamesUnder(staticRoot).filter(
    (folder) => isModuleBuild(staticRoot, folder) && builtDescriptor(staticRoot, folder) !== null,
  );
  return [...new Set([...declared, ...built])];
};

const workspaces = (): string[] => {
  const pkg = readJson(path.join(repoRoot, 'package.json')) as { workspaces?: unknown } | undefined;
  return Array.isArray(pkg?.workspaces) ? pkg.workspaces.filter((entry) => typeof entry === 'string') : [];
};

/**
 * The registry's order decides which module owns a path two of them match (the shell's findOwner
 * takes the first), so it is stable: the order the repository lists its workspaces in (search,
 * booking, account, admin, content, as npm builds them), then any other build by folder name.
 */
const inRegistryOrder = (folders: string[]): string[] => {
  const listed = workspaces();
  const rank = (folder: string) => (listed.includes(folder) ? listed.indexOf(folder) : listed.length);
  return [...folders].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
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

/**
 * The default registry: each module's build as served by this gateway, with what that build
 * declares, found on disk, so a new module needs no change here.
 */
export const defaultRemotes = (staticRoot: string, logger: Logger): RemoteRow[] =>
  inRegistryOrder(moduleFolders(staticRoot)).map((folder) => ({
    name: containerNameOf(folder),
    manifestUrl: `${remoteBasePath(folder)}${MANIFEST_FILE}`,
    version: versionOf(staticRoot, folder),
    ...localDescriptor(staticRoot, folder, logger),
  }));
