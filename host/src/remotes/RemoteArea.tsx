import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useRoutes, type RouteObject, type RemoteRoutesModule } from '@portal/platform';
import { loadModuleRoutes, reloadModuleRoutes } from './remoteLoader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { platformMismatch } from './platformCheck';
import { areaName } from './findOwner';
import { RemoteFallback } from '../layout/RemoteFallback';
import { PageLoader } from '../layout/PageLoader';
import { NotFound } from '../layout/NotFound';

type LoadState =
  | { status: 'loading' }
  /** With a message: the release must not load here, and a retry would meet the same answer. */
  | { status: 'failed'; message?: string }
  | { status: 'ready'; module: RemoteRoutesModule; load: number };

const ModuleRoutes = ({ routes }: { routes: RouteObject[] }) => useRoutes(routes) ?? <NotFound />;

interface RemoteAreaProps {
  name: string;
  entry: string;
  /** The registered release's version and the platform range its build declares. */
  version: string;
  platform?: string;
}

/**
 * Loads one module's routes and renders the one matching the address, isolated from the rest.
 * A release built for another platform than this shell's is never fetched: its area says so.
 */
export const RemoteArea = ({ name, entry, version, platform }: RemoteAreaProps) => {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [retrying, setRetrying] = useState(false);
  const loads = useRef(0);

  const load = useCallback(
    async (fresh: boolean): Promise<LoadState> => {
      try {
        const refusal = await platformMismatch(name, version, platform);
        if (refusal) return { status: 'failed', message: refusal };
        const module = await (fresh ? reloadModuleRoutes : loadModuleRoutes)(name, entry);
        return { status: 'ready', module, load: ++loads.current };
      } catch {
        return { status: 'failed' };
      }
    },
    [name, entry, version, platform],
  );

  useEffect(() => {
    let current = true;
    void load(false).then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [load]);

  const retry = useCallback(() => {
    setRetrying(true);
    void load(true)
      .then(setState)
      .finally(() => setRetrying(false));
  }, [load]);

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'failed')
    return <RemoteFallback area={areaName(name)} onRetry={retry} retrying={retrying} message={state.message} />;
  return (
    <div data-remote={name} data-module-version={state.module.version}>
      {/* A fresh load remounts the boundary, so pages that failed before are tried anew. */}
      <RemoteErrorBoundary
        key={state.module.version + state.load}
        moduleName={name}
        area={areaName(name)}
        onRetry={retry}
        retrying={retrying}
      >
        <Suspense fallback={<PageLoader />}>
          <ModuleRoutes routes={state.module.routes} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
};
