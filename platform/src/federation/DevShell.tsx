import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { createPortalStore } from '../store/store';
import { PortalProviders } from '../PortalProviders';
import { useBrandLoader } from '../brand/useBrandLoader';
import { useGetCurrentUserQuery } from '../session/sessionApi';
import { AppBar, Box, Container, Toolbar, Typography } from '../ui/components';

const DevLayout = ({ moduleName, routes }: { moduleName: string; routes: RouteObject[] }) => {
  useBrandLoader();
  useGetCurrentUserQuery();
  const page = useRoutes(routes);
  return (
    <>
      <AppBar position="static" color="secondary">
        <Toolbar variant="dense">
          <Typography variant="subtitle2">{moduleName} — standalone dev shell</Typography>
        </Toolbar>
      </AppBar>
      <Container sx={{ py: 3 }}>
        <Box component="main">{page}</Box>
      </Container>
    </>
  );
};

/**
 * Mounts one module's routes alone, with the real store, brand theme and gateway (proxied by the
 * dev server), so a team can run its module without the shell: `npm run dev -w mfe-search`.
 */
export const mountDevShell = (moduleName: string, routes: RouteObject[]): void => {
  const store = createPortalStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <PortalProviders store={store}>
        <BrowserRouter>
          <DevLayout moduleName={moduleName} routes={routes} />
        </BrowserRouter>
      </PortalProviders>
    </StrictMode>,
  );
};
