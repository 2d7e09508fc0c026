import { lazy, Suspense } from 'react';
import { type RouteObject } from '@portal/platform';
import { PageLoading } from './shared/PageLoading';

// Pages are separate chunks: the shell fetches only the page the address asks for.
const AdminSettingsPage = lazy(() =>
  import('./features/settings/AdminSettingsPage').then((m) => ({ default: m.AdminSettingsPage })),
);
// The brand manager (form, preview, theme factory) loads on demand, saying so while it loads.
const BrandManagerPage = lazy(() =>
  import('./features/brands/BrandManagerPage').then((m) => ({ default: m.BrandManagerPage })),
);
const OperationsPage = lazy(() =>
  import('./features/operations/OperationsPage').then((m) => ({ default: m.OperationsPage })),
);

export const routes: RouteObject[] = [
  { path: '/admin-settings', element: <AdminSettingsPage /> },
  {
    path: '/admin/brands',
    element: (
      <Suspense fallback={<PageLoading label="Loading brand manager..." />}>
        <BrandManagerPage />
      </Suspense>
    ),
  },
  { path: '/admin/operations', element: <OperationsPage /> },
];

export const version = __MODULE_VERSION__;
