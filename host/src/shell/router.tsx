import { createBrowserRouter } from '@portal/platform';
import { ShellRoot } from './ShellRoot';
import { ModuleOutlet } from '../remotes/ModuleOutlet';

/**
 * The one router of the page. Every path lands on ModuleOutlet, which hands it to the module
 * that owns it according to the remote registry, or shows the not-found page.
 */
export const createShellRouter = () =>
  createBrowserRouter([{ element: <ShellRoot />, children: [{ path: '*', element: <ModuleOutlet /> }] }]);
