import { escapeHtml } from './escapeHtml';
import type { FrameTheme } from './frameStyle';
import type { FrameContact } from './headerFrameContact';
import { homeFrame } from './homeFrame';
import { homeFrameFacts } from './homeFrameFacts';
import { homeFrameStyle } from './homeFrameStyle';

/** The address of the page being served: its path and query, and the moment (now when absent). */
export interface FramePage {
  path: string;
  query: URLSearchParams;
  now?: Date;
}

/** What a page's main area shows of the brand: its name and its support line. */
export interface PageBrandFacts {
  name: string;
  contact: FrameContact;
}

const IATA = /^[A-Za-z]{3}$/;

const bones = (count: number): string => '<span class="pf-bone"></span>'.repeat(count);

/** The value the results page reads for a search field (it takes a from_ prefix too). */
const searchValue = (query: URLSearchParams, name: string): string =>
  (query.get(name) ?? query.get(`from_${name}`) ?? '').trim();

/**
 * A results page as mfe-search's SearchResults opens before its offers arrive: the searched
 * route as its heading ("JFK → LHR"), the progress line and the flexible-dates strip's place.
 */
const resultsFrame = (query: URLSearchParams): string | undefined => {
  const origin = searchValue(query, 'origin');
  const destination = searchValue(query, 'destination');
  if (!IATA.test(origin) || !IATA.test(destination) || !searchValue(query, 'departureDate')) return undefined;
  const route = `${origin.toUpperCase()} → ${destination.toUpperCase()}`;
  return (
    '<div class="pf-container pf-page">' +
    `<div class="pf-results-head"><div class="pf-chips">${bones(2)}</div><h1>${escapeHtml(route)}</h1><p>&nbsp;</p><div class="pf-actions"></div></div>` +
    '<div class="pf-progress"></div>' +
    `<section class="pf-flexible"><h2>Flexible dates</h2><div class="pf-days">${bones(7)}</div></section>` +
    '</div>'
  );
};

/** The checkout as mfe-booking's BookingPage opens on an offer; a saved booking's confirmation has its own heading. */
const bookingFrame = (query: URLSearchParams): string | undefined =>
  query.get('offer') && !query.has('booking')
    ? '<div class="pf-container pf-page pf-checkout"><h1>Complete your booking</h1></div>'
    : undefined;

const pageOf = (path: string): string => path.replace(/\/+$/, '').toLowerCase() || '/';

/**
 * The main area's first paint for the pages a traveller lands on, matching what their module
 * renders first (the home page whole, usable without a script); other pages (and a results page
 * without a search) get an empty main area that keeps the footer below the fold. Nothing in it
 * depends on who is signed in.
 */
const pageFrame = ({ path, query, now }: FramePage, brand: PageBrandFacts): string | undefined => {
  const page = pageOf(path);
  if (page === '/') return homeFrame(homeFrameFacts(brand.name, brand.contact, now));
  if (page === '/search') return resultsFrame(query);
  if (page === '/booking') return bookingFrame(query);
  return undefined;
};

export const mainFrame = (page: FramePage, brand: PageBrandFacts): string => {
  const frame = pageFrame(page, brand);
  return frame ? `<div class="pf-frame">${frame}</div>` : '';
};

/** The styles only one page's frame needs (the home page's sections), beyond frameStyle's. */
export const mainFrameStyle = ({ path }: FramePage, theme: FrameTheme = {}): string =>
  pageOf(path) === '/' ? homeFrameStyle(theme) : '';
