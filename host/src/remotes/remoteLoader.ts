import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@portal/platform';

const registeredEntries = new Map<string, string>();
const pendingLoads = new Map<string, Promise<RemoteRoutesModule>>();

const register = (name: string, entry: string, force: boolean) => {
  if (!force && registeredEntries.get(name) === entry) return;
  // force drops the runtime's cached manifest and container, so a retry really refetches them.
  registerRemotes([{ name, entry }], { force: force || registeredEntries.has(name) });
  registeredEntries.set(name, entry);
};

const load = (name: string): Promise<RemoteRoutesModule> => {
  const loading = loadRemote<RemoteRoutesModule>(`${name}/routes`).then((module) => {
    if (!module || !Array.isArray(module.routes)) throw new Error(`${name}/routes exposes no routes`);
    return module;
  });
  loading.catch(() => pendingLoads.delete(name));
  pendingLoads.set(name, loading);
  return loading;
};

/** The module's route objects, loading its manifest and container on first use. */
export const loadModuleRoutes = (name: string, entry: string): Promise<RemoteRoutesModule> => {
  register(name, entry, false);
  return pendingLoads.get(name) ?? load(name);
};

/** Forgets what the runtime cached for this module and loads it again. */
export const reloadModuleRoutes = (name: string, entry: string): Promise<RemoteRoutesModule> => {
  pendingLoads.delete(name);
  register(name, entry, true);
  return load(name);
};
