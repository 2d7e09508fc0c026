import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { PortalStore } from '@portal/platform';
import { App } from '../shell/App';
import { keepFirstPaintFrame } from '../layout/firstPaintFrame';

/**
 * The first render runs as a transition: React renders it in slices, yielding to the browser
 * between them, instead of one long task that blocks input; the painted frame stays on screen
 * until it commits.
 */
export const renderShell = (store: PortalStore) => {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
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
