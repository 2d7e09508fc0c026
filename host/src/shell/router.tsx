import { BrowserRouter, Route, Routes } from '@portal/platform';
import { ShellRoot } from './ShellRoot';
import { ModuleOutlet } from '../remotes/ModuleOutlet';

/**
 * The one router of the page. Every path lands on ModuleOutlet, which hands it to the module
 * that owns it according to the remote registry, or shows the not-found page. A declarative
 * router: the portal uses no loaders, actions or blockers, and the data router would add
 * about 16 KB gzipped to every first load.
 */
export const ShellRouter = () => (
  <BrowserRouter>
    <Routes>
      <Route element={<ShellRoot />}>
        <Route path="*" element={<ModuleOutlet />} />
      </Route>
    </Routes>
  </BrowserRouter>
);
