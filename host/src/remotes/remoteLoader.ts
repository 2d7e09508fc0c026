import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createLogger, type RemoteRoutesModule } from '@portal/platform';
import { remoteEntryFromManifest } from '@portal/platform/federation/remoteEntry';

const log = createLogger('host');

/** Per module, the manifest the runtime has its entry from. */
const registered = new Map<string, string>();
/** Per module, the load under way or done, and the manifest it is of. */
const loads = new Map<string, { manifestUrl: string; loading: Promise<RemoteRoutesModule> }>();

/**
 * The shell reads a module's manifest itself (the document preloads it) and gives the runtime the
 * remote entry the manifest names: the runtime is built without its manifest ("snapshot") code.
 */
const entryOf = async (manifestUrl: string) => {
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  const entry = remoteEntryFromManifest(manifestUrl, await response.json());
  if (!entry) throw new Error(`${manifestUrl} names no remote entry`);
  return entry;
};

const load = (name: string, manifestUrl: string, force: boolean): Promise<RemoteRoutesModule> => {
  const loading = (async () => {
    // A manifest that cannot be read never reaches the runtime: logged here, as the runtime's own
    // failures are (logRemoteFailuresOnce), once per failure.
    const { url, type } = await entryOf(manifestUrl).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      log.error(`module ${name} could not be loaded (manifest): ${reason}`);
      throw error;
    });
    // force drops the runtime's cached container, so a retry or another release really loads the entry again.
    registerRemotes([{ name, entry: url, ...(type ? { type } : {}) }], { force: force || registered.has(name) });
    registered.set(name, manifestUrl);
    const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
    if (!module || !Array.isArray(module.routes)) throw new Error(`${name}/routes exposes no routes`);
    return module;
  })();
  loading.catch(() => {
    if (loads.get(name)?.loading === loading) loads.delete(name);
  });
  loads.set(name, { manifestUrl, loading });
  return loading;
};

/** The module's route objects, loading its manifest and container on first use. */
export const loadModuleRoutes = (name: string, manifestUrl: string): Promise<RemoteRoutesModule> => {
  const known = loads.get(name);
  return known?.manifestUrl === manifestUrl ? known.loading : load(name, manifestUrl, false);
};

/** Forgets what the runtime cached for this module and loads it again. */
export const reloadModuleRoutes = (name: string, manifestUrl: string): Promise<RemoteRoutesModule> =>
  load(name, manifestUrl, true);
