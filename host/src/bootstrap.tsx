import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import {
  createLogger,
  createPortalStore,
  readInlinedBootState,
  seedBootState,
  type PortalStore,
} from '@portal/platform';
import { App } from './shell/App';
import { keepFirstPaintFrame } from './layout/firstPaintFrame';
import { logRemoteFailuresOnce } from './remotes/logRemoteFailuresOnce';
import { remotesApi } from './remotes/remotesApi';

registerPlugins([logRemoteFailuresOnce()]);
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

const store = createPortalStore();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * The first render runs as a transition: React renders it in slices, yielding to the browser
 * between them, instead of one long task that blocks input; the painted frame stays on screen
 * until it commits.
 */
const render = () => {
  keepFirstPaintFrame();
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    ),
  );
};

seeded(store).then(render, (error: unknown) => {
  log.warn('the inlined boot state could not be used; fetching it instead', error);
  render();
});
