import { escapeHtml } from './escapeHtml';

/** The address of the page being served: its path and query. */
export interface FramePage {
  path: string;
  query: URLSearchParams;
}

const IATA = /^[A-Za-z]{3}$/;

const bones = (count: number): string => '<span class="pf-bone"></span>'.repeat(count);

/** The home page's hero as mfe-search's HeroSection starts it: the offer chip, the promise and its lead. */
const homeFrame = (): string =>
  '<section class="pf-hero"><div class="pf-container"><div class="pf-stack">' +
  '<span class="pf-chip">Save up to 60% on airfare</span>' +
  '<h1>Cheap flights, found by people who know travel</h1>' +
  '<p>Compare fares across 800+ airlines in one search, set price alerts on the routes you love, and book with free changes within 24 hours.</p>' +
  '</div></div></section>';

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

/**
 * The main area's first paint for the pages a traveller lands on, matching what their module
 * renders first; other pages (and a results page without a search) get an empty main area that
 * keeps the footer below the fold. Nothing in it depends on who is signed in.
 */
const pageFrame = (page: string, query: URLSearchParams): string | undefined => {
  if (page === '/') return homeFrame();
  if (page === '/search') return resultsFrame(query);
  if (page === '/booking') return bookingFrame(query);
  return undefined;
};

export const mainFrame = ({ path, query }: FramePage): string => {
  const frame = pageFrame(path.replace(/\/+$/, '').toLowerCase() || '/', query);
  return frame ? `<div class="pf-frame">${frame}</div>` : '';
};
