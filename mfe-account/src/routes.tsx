import { lazy } from 'react';
import { type RouteObject } from '@portal/platform';

// Pages are separate chunks: the shell fetches only the page the address asks for.
const LoginPage = lazy(() => import('./features/login/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./features/register/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const AccountSettingsPage = lazy(() =>
  import('./features/settings/AccountSettingsPage').then((m) => ({ default: m.AccountSettingsPage })),
);
const ConfirmEmailPage = lazy(() =>
  import('./features/confirmEmail/ConfirmEmailPage').then((m) => ({ default: m.ConfirmEmailPage })),
);
const CancelEmailChangePage = lazy(() =>
  import('./features/cancelEmailChange/CancelEmailChangePage').then((m) => ({ default: m.CancelEmailChangePage })),
);
const AttachBookingPage = lazy(() =>
  import('./features/attachBooking/AttachBookingPage').then((m) => ({ default: m.AttachBookingPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('./features/passwordReset/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./features/passwordReset/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const MyTripsPage = lazy(() => import('./features/trips/MyTripsPage').then((m) => ({ default: m.MyTripsPage })));

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/account-settings', element: <AccountSettingsPage /> },
  { path: '/my-trips', element: <MyTripsPage /> },
  { path: '/confirm-email', element: <ConfirmEmailPage /> },
  { path: '/cancel-email-change', element: <CancelEmailChangePage /> },
  { path: '/attach-booking', element: <AttachBookingPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
];

export const version = __MODULE_VERSION__;
