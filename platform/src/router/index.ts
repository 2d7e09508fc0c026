/**
 * The router API modules use, re-exported so the one react-router copy rides inside the shared
 * platform package and only what is listed ships (a shared package is not tree-shaken).
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  generatePath,
  Link as RouterLink,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useBlocker,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
