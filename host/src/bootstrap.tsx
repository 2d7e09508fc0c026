import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { createPortalStore } from '@portal/platform';
import { App } from './shell/App';
import { logRemoteFailuresOnce } from './remotes/logRemoteFailuresOnce';

registerPlugins([logRemoteFailuresOnce()]);

const store = createPortalStore();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
