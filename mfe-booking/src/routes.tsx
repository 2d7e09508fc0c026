import { lazy } from 'react';
import { type RouteObject } from '@portal/platform';

// Pages are separate chunks: the shell fetches only the page the address asks for.
const BookingPage = lazy(() => import('./features/checkout/BookingPage').then((m) => ({ default: m.BookingPage })));

export const routes: RouteObject[] = [{ path: '/booking', element: <BookingPage /> }];

export const version = __MODULE_VERSION__;
