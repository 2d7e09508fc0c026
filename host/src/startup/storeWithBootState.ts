import { registerPlugins } from '@module-federation/enhanced/runtime';
import {
  createLogger,
  createPortalStore,
  readInlinedBootState,
  seedBootState,
  type PortalStore,
} from '@portal/platform';
import { logRemoteFailuresOnce } from '../remotes/logRemoteFailuresOnce';
import { remotesApi } from '../remotes/remotesApi';
import { nextTask } from '@portal/platform/scheduling';

const log = createLogger('boot');

/**
 * The boot answers the gateway inlined in the page (brand, mode, user, remote registry) go into
 * the store before the first render, so it waits on no request; a page without them (the dev
 * server's) fetches them as before.
 */
const seeded = async (store: PortalStore): Promise<void> => {
  const { remotes } = await seedBootState(store, readInlinedBootState());
  if (remotes) await store.dispatch(remotesApi.util.upsertQueryData('getRemotes', undefined, remotes));
};

/** The shell's store, holding the boot state; with a warning, the store alone when that could not be used. */
export const storeWithBootState = async (): Promise<PortalStore> => {
  registerPlugins([logRemoteFailuresOnce()]);
  const store = createPortalStore();
  // The store's making and its seeding in tasks of their own: the browser paints and answers input between.
  await nextTask();
  await seeded(store).catch((error: unknown) => {
    log.warn('the inlined boot state could not be used; fetching it instead', error);
  });
  return store;
};
