/**
 * Every route of the portal, the module that owns it, a text it shows, and
 * whether it needs an admin (the admin pages send everybody else away).
 */
export const ROUTE_TABLE: { path: string; module: string; heading: RegExp; admin?: boolean }[] = [
  { path: '/', module: 'mfe_search', heading: /cheap flights/i },
  { path: '/flights', module: 'mfe_search', heading: /flights/i },
  { path: '/search', module: 'mfe_search', heading: /where would you like to go/i },
  { path: '/flight/off_123', module: 'mfe_search', heading: /flight/i },
  { path: '/booking', module: 'mfe_booking', heading: /Error loading flight details/ },
  {
    path: '/booking/change/7d3f2c1e-0000-4000-8000-000000000001',
    module: 'mfe_booking',
    heading: /Change your flights/,
  },
  { path: '/my-trips', module: 'mfe_account', heading: /my trips|sign in/i },
  { path: '/login', module: 'mfe_account', heading: /sign in/i },
  { path: '/register', module: 'mfe_account', heading: /create|register|sign up/i },
  { path: '/account-settings', module: 'mfe_account', heading: /account|sign in/i },
  { path: '/admin-settings', module: 'mfe_admin', heading: /admin settings/i, admin: true },
  { path: '/admin/brands', module: 'mfe_admin', heading: /brand/i, admin: true },
  { path: '/privacy', module: 'mfe_content', heading: /privacy/i },
  { path: '/privacy-policy', module: 'mfe_content', heading: /privacy/i },
  { path: '/terms', module: 'mfe_content', heading: /terms/i },
  { path: '/cookies', module: 'mfe_content', heading: /cookie/i },
  { path: '/cancellation-policy', module: 'mfe_content', heading: /cancellation/i },
  { path: '/about', module: 'mfe_content', heading: /about/i },
  { path: '/support', module: 'mfe_content', heading: /support center/i },
  { path: '/faq', module: 'mfe_content', heading: /question|faq/i },
  { path: '/contact', module: 'mfe_content', heading: /contact/i },
  { path: '/expedia', module: 'mfe_content', heading: /partner|expedia/i },
];
