import { useLocation } from '@portal/platform';
import { useGetRemotesQuery } from './remotesApi';
import { findOwner } from './findOwner';
import { RemoteArea } from './RemoteArea';
import { PageLoader } from '../layout/PageLoader';
import { NotFound } from '../layout/NotFound';
import { RemoteFallback } from '../layout/RemoteFallback';

/** Hands the address to the module that owns it in the remote registry. */
export const ModuleOutlet = () => {
  const { pathname } = useLocation();
  const { data: registry, isLoading, isFetching, refetch } = useGetRemotesQuery();

  if (isLoading) return <PageLoader />;
  if (!registry) return <RemoteFallback area="this page" onRetry={() => void refetch()} retrying={isFetching} />;
  const owner = findOwner(registry, pathname);
  if (!owner) return <NotFound />;
  return (
    <RemoteArea
      key={`${owner.name}@${owner.manifestUrl}`}
      name={owner.name}
      entry={owner.manifestUrl}
      version={owner.version}
      platform={owner.platform}
    />
  );
};
