import { lazy } from 'react';
import { type RouteObject } from '@portal/platform';

// Pages are separate chunks: the shell fetches only the page the address asks for.
const PrivacyPage = lazy(() => import('./features/privacy/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('./features/terms/TermsPage').then((m) => ({ default: m.TermsPage })));
const CookiesPage = lazy(() => import('./features/cookies/CookiesPage').then((m) => ({ default: m.CookiesPage })));
const CancellationPolicyPage = lazy(() =>
  import('./features/cancellation/CancellationPolicyPage').then((m) => ({ default: m.CancellationPolicyPage })),
);
const AboutPage = lazy(() => import('./features/about/AboutPage').then((m) => ({ default: m.AboutPage })));
const SupportPage = lazy(() => import('./features/support/SupportPage').then((m) => ({ default: m.SupportPage })));
const FaqPage = lazy(() => import('./features/faq/FaqPage').then((m) => ({ default: m.FaqPage })));
const ContactPage = lazy(() => import('./features/contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const ExpediaPage = lazy(() => import('./features/expedia/ExpediaPage').then((m) => ({ default: m.ExpediaPage })));
// The editor (with its diff library) is its own chunk: only editors ever load it.
const ContentPagesPage = lazy(() =>
  import('./features/editor/ContentPagesPage').then((m) => ({ default: m.ContentPagesPage })),
);
const ContentEditorPage = lazy(() =>
  import('./features/editor/ContentEditorPage').then((m) => ({ default: m.ContentEditorPage })),
);
const SubmissionsPage = lazy(() =>
  import('./features/submissions/SubmissionsPage').then((m) => ({ default: m.SubmissionsPage })),
);

export const routes: RouteObject[] = [
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/privacy-policy', element: <PrivacyPage /> },
  { path: '/terms', element: <TermsPage /> },
  { path: '/cookies', element: <CookiesPage /> },
  { path: '/cancellation-policy', element: <CancellationPolicyPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/support', element: <SupportPage /> },
  { path: '/faq', element: <FaqPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/expedia', element: <ExpediaPage /> },
  { path: '/content/edit', element: <ContentPagesPage /> },
  { path: '/content/edit/:slug', element: <ContentEditorPage /> },
  { path: '/content/submissions', element: <SubmissionsPage /> },
];

export const version = __MODULE_VERSION__;
