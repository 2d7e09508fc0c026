import { lazy } from 'react';
import { type RouteObject } from '@portal/platform';

// Pages are separate chunks: the shell fetches only the page the address asks for.
const BookingPage = lazy(() => import('./features/checkout/BookingPage').then((m) => ({ default: m.BookingPage })));

const ChangeBookingPage = lazy(() =>
  import('./features/change/ChangeBookingPage').then((m) => ({ default: m.ChangeBookingPage })),
);

export const routes: RouteObject[] = [
  { path: '/booking', element: <BookingPage /> },
  { path: '/booking/change/:bookingId', element: <ChangeBookingPage /> },
];

export const version = __MODULE_VERSION__;
