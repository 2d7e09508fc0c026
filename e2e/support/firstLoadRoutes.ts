import type { APIRequestContext } from '@playwright/test';
import { bookChangeableTrip } from './bookedTrip';
import { findOfferId } from './offers';
import { signInAsAdmin, signInAsNewTraveller } from './session';

/** Who opens the page: what the page shows (and so fetches) depends on it. */
export type Visitor = 'guest' | 'traveller' | 'admin';

export interface FirstLoadRoute {
  /** The route as its module's route table names it. */
  route: string;
  /** The module that owns it (its area is `[data-remote="<remote>"]`). */
  remote: string;
  visitor: Visitor;
  /** The address opened, with the real state the page needs (a real search, a real offer...). */
  address: (request: APIRequestContext) => Promise<string>;
  /** Painted whole by the gateway, its form working without a script: the app starts on the visitor's first intent. */
  startsOnIntent?: true;
}

const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
const at = (address: string) => () => Promise.resolve(address);

const RESULTS = `/search?origin=JFK&destination=LHR&departureDate=${day(21)}&cabinClass=economy&adults=1&children=0&infants=0&tripType=round-trip&returnDate=${day(28)}`;

const content = (route: string): FirstLoadRoute => ({
  route,
  remote: 'mfe_content',
  visitor: 'guest',
  address: at(route),
});

/**
 * Every route of the modules' route tables (each module's src/routes.tsx), each opened on a
 * fresh first load as the visitor it is for, with real state: the results of a real search, a
 * real offer's detail and booking page, a newly registered traveller's trips and settings, the
 * admin's views. The content editor's views are opened by the admin (an editor or an admin may).
 */
export const FIRST_LOAD_ROUTES: FirstLoadRoute[] = [
  { route: '/', remote: 'mfe_search', visitor: 'guest', address: at('/'), startsOnIntent: true },
  { route: '/search', remote: 'mfe_search', visitor: 'guest', address: at(RESULTS) },
  {
    route: '/flight/:id?',
    remote: 'mfe_search',
    visitor: 'guest',
    address: async (request) => `/flight/${encodeURIComponent(await findOfferId(request))}`,
  },
  { route: '/flights', remote: 'mfe_search', visitor: 'guest', address: at('/flights') },
  {
    route: '/booking',
    remote: 'mfe_booking',
    visitor: 'guest',
    address: async (request) =>
      `/booking?offer=${encodeURIComponent(await findOfferId(request))}&adults=1&children=0&infants=0`,
  },
  {
    route: '/booking/change/:bookingId',
    remote: 'mfe_booking',
    visitor: 'traveller',
    address: async (request) => `/booking/change/${await bookChangeableTrip(request)}`,
  },
  { route: '/login', remote: 'mfe_account', visitor: 'guest', address: at('/login') },
  { route: '/register', remote: 'mfe_account', visitor: 'guest', address: at('/register') },
  { route: '/account-settings', remote: 'mfe_account', visitor: 'traveller', address: at('/account-settings') },
  { route: '/my-trips', remote: 'mfe_account', visitor: 'traveller', address: at('/my-trips') },
  { route: '/confirm-email', remote: 'mfe_account', visitor: 'guest', address: at('/confirm-email?token=expired') },
  {
    route: '/cancel-email-change',
    remote: 'mfe_account',
    visitor: 'guest',
    address: at('/cancel-email-change?token=expired'),
  },
  { route: '/attach-booking', remote: 'mfe_account', visitor: 'guest', address: at('/attach-booking?token=expired') },
  { route: '/forgot-password', remote: 'mfe_account', visitor: 'guest', address: at('/forgot-password') },
  { route: '/reset-password', remote: 'mfe_account', visitor: 'guest', address: at('/reset-password?token=expired') },
  { route: '/admin-settings', remote: 'mfe_admin', visitor: 'admin', address: at('/admin-settings') },
  { route: '/admin/brands', remote: 'mfe_admin', visitor: 'admin', address: at('/admin/brands') },
  { route: '/admin/operations', remote: 'mfe_admin', visitor: 'admin', address: at('/admin/operations') },
  ...[
    '/privacy',
    '/privacy-policy',
    '/terms',
    '/cookies',
    '/cancellation-policy',
    '/about',
    '/support',
    '/faq',
    '/contact',
    '/expedia',
  ].map(content),
  { route: '/content/edit', remote: 'mfe_content', visitor: 'admin', address: at('/content/edit') },
  { route: '/content/edit/:slug', remote: 'mfe_content', visitor: 'admin', address: at('/content/edit/about') },
  { route: '/content/submissions', remote: 'mfe_content', visitor: 'admin', address: at('/content/submissions') },
];

/** Gives the browser context the visitor's session (through the gateway's real endpoints). */
export const becomeVisitor = async (request: APIRequestContext, visitor: Visitor) => {
  if (visitor === 'admin') await signInAsAdmin(request);
  if (visitor === 'traveller') await signInAsNewTraveller(request);
};
