import { PortalProviders, type PortalStore } from '@portal/platform';
import { ShellRouter } from './router';

export const App = ({ store }: { store: PortalStore }) => (
  <PortalProviders store={store}>
    <ShellRouter />
  </PortalProviders>
);
