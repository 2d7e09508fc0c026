/**
 * The router API modules use, re-exported so the one react-router copy rides inside the shared
 * platform package and only what is listed ships (a shared package is not tree-shaken). The
 * declarative router only: the data router (createBrowserRouter, RouterProvider, blockers) would
 * double react-router's weight on every first load, and no module uses loaders or actions.
 */
export {
  BrowserRouter,
  generatePath,
  Link as RouterLink,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
export { RETURN_STATE, isReturnState } from './returnState';
