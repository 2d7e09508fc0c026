import { lazy } from 'react';
import { type RouteObject } from '@portal/platform';

// Pages are separate chunks: the shell fetches only the page the address asks for.
const AdminSettingsPage = lazy(() => import('./features/settings/AdminSettingsPage').then((m) => ({ default: m.AdminSettingsPage })));
const BrandManagerPage = lazy(() => import('./features/brands/BrandManagerPage').then((m) => ({ default: m.BrandManagerPage })));

export const routes: RouteObject[] = [
  { path: '/admin-settings', element: <AdminSettingsPage /> },
  { path: '/admin/brands', element: <BrandManagerPage /> },
];

export const version = __MODULE_VERSION__;
