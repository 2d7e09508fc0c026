import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useRoutes, type RouteObject, type RemoteRoutesModule } from '@portal/platform';
import { loadModuleRoutes, reloadModuleRoutes } from './remoteLoader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { areaName } from './findOwner';
import { RemoteFallback } from '../layout/RemoteFallback';
import { PageLoader } from '../layout/PageLoader';
import { NotFound } from '../layout/NotFound';

type LoadState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; module: RemoteRoutesModule; load: number };

const ModuleRoutes = ({ routes }: { routes: RouteObject[] }) => useRoutes(routes) ?? <NotFound />;

/** Loads one module's routes and renders the one matching the address, isolated from the rest. */
export const RemoteArea = ({ name, entry }: { name: string; entry: string }) => {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [retrying, setRetrying] = useState(false);
  const loads = useRef(0);

  useEffect(() => {
    let current = true;
    loadModuleRoutes(name, entry).then(
      (module) => current && setState({ status: 'ready', module, load: ++loads.current }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [name, entry]);

  const retry = useCallback(() => {
    setRetrying(true);
    reloadModuleRoutes(name, entry)
      .then(
        (module) => setState({ status: 'ready', module, load: ++loads.current }),
        () => setState({ status: 'failed' }),
      )
      .finally(() => setRetrying(false));
  }, [name, entry]);

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'failed') return <RemoteFallback area={areaName(name)} onRetry={retry} retrying={retrying} />;
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
