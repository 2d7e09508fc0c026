import { RouterProvider, PortalProviders, type PortalStore } from '@portal/platform';
import { createShellRouter } from './router';

const router = createShellRouter();

export const App = ({ store }: { store: PortalStore }) => (
  <PortalProviders store={store}>
    <RouterProvider router={router} />
  </PortalProviders>
);
