import { lazy } from 'react';
import { type RouteObject } from '@portal/platform';

// Pages are separate chunks: the shell fetches only the page the address asks for.
const HomePage = lazy(() => import('./features/home/HomePage').then((m) => ({ default: m.HomePage })));
const SearchResultsPage = lazy(() =>
  import('./features/results/SearchResultsPage').then((m) => ({ default: m.SearchResultsPage })),
);
const FlightDetailPage = lazy(() =>
  import('./features/flight-detail/FlightDetailPage').then((m) => ({ default: m.FlightDetailPage })),
);
const FlightsPage = lazy(() => import('./features/flights/FlightsPage').then((m) => ({ default: m.FlightsPage })));

export const routes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/search', element: <SearchResultsPage /> },
  { path: '/flight/:id?', element: <FlightDetailPage /> },
  { path: '/flights', element: <FlightsPage /> },
];

export const version = __MODULE_VERSION__;
