import fs from 'node:fs';
import path from 'node:path';
import { remoteDescriptorSchema, type RemoteDescriptor } from '@portal/platform-common/contracts';
import { isModuleBuild, MANIFEST_FILE, moduleDist } from './moduleBuilds';

const FETCH_TIMEOUT_MS = 10_000;

const issuesOf = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ');

/**
 * The `portal` object of a manifest (what the module's build declared: routes, area, navigation,
 * platform range); null when the manifest has none (a build from before descriptors). A malformed
 * descriptor is an error that says which field is wrong.
 */
export const descriptorOf = (manifest: unknown, where: string): RemoteDescriptor | null => {
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest))
    throw new Error(`${where} is not a module manifest (a JSON object)`);
  if (!('portal' in manifest) || manifest.portal === undefined) return null;
  const descriptor = remoteDescriptorSchema.safeParse(manifest.portal);
  if (!descriptor.success)
    throw new Error(`${where} has a malformed "portal" descriptor: ${issuesOf(descriptor.error)}`);
  return descriptor.data;
};

/** A path under a module's base path (platform-common's remoteBasePath): its folder, and the rest. */
const UNDER_MODULE_BASE = /^\/remotes\/([^/]+)(\/.*)$/;

/**
 * Where a module's build is on disk when this gateway serves it under /remotes/<folder>/: any
 * folder holding a module's build (see isModuleBuild), never a file outside that folder's dist.
 */
export const localReleaseFile = (staticRoot: string, manifestPath: string): string | null => {
  const [, folder = '', rest = ''] = UNDER_MODULE_BASE.exec(manifestPath) ?? [];
  if (!isModuleBuild(staticRoot, folder)) return null;
  const dist = moduleDist(staticRoot, folder);
  const file = path.resolve(dist, `.${path.posix.normalize(rest)}`);
  return file.startsWith(dist + path.sep) ? file : null;
};

const readJsonFile = (file: string, where: string): unknown => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${where} could not be read (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
};

const fetchJson = async (url: string): Promise<unknown> => {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    throw new Error(`${url} could not be fetched (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    throw new Error(`${url} did not answer JSON`, { cause: error });
  }
};

/**
 * The manifest of the release at `manifestUrl`: a path on this gateway from its own static folder
 * (the build of a module it serves), an http(s) address over the network.
 */
export const readReleaseManifest = async (manifestUrl: string, staticRoot: string): Promise<unknown> => {
  if (!manifestUrl.startsWith('/')) return fetchJson(manifestUrl);
  const file = localReleaseFile(staticRoot, manifestUrl);
  if (!file)
    throw new Error(
      `${manifestUrl} is not a module build this gateway serves (a path under /remotes/<module folder>/)`,
    );
  try {
    return JSON.parse(await fs.promises.readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${manifestUrl} could not be read (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
};

/** Reads the descriptor of the release at `manifestUrl` (see readReleaseManifest). */
export const readReleaseDescriptor = async (
  manifestUrl: string,
  staticRoot: string,
): Promise<RemoteDescriptor | null> => descriptorOf(await readReleaseManifest(manifestUrl, staticRoot), manifestUrl);

/** The descriptor in a module's local build (its dist/mf-manifest.json), or null when it is not built. */
export const builtDescriptor = (staticRoot: string, folder: string): RemoteDescriptor | null => {
  const file = path.join(moduleDist(staticRoot, folder), MANIFEST_FILE);
  if (!fs.existsSync(file)) return null;
  return descriptorOf(readJsonFile(file, file), file);
};

/** What a module declares in its source (src/module.json): the build copies it into its manifest. */
export const declaredDescriptor = (root: string, folder: string): RemoteDescriptor => {
  const file = path.join(root, folder, 'src', 'module.json');
  const descriptor = remoteDescriptorSchema.safeParse(readJsonFile(file, file));
  if (!descriptor.success) throw new Error(`${file} is malformed: ${issuesOf(descriptor.error)}`);
  return descriptor.data;
};
