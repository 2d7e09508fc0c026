import { escapeHtml } from './escapeHtml';
import { phoneHref } from './headerFrameContact';
import { SEARCH_FORM_ID, type HomeFrameFacts } from './homeFrameFacts';
import { liveStats } from './homeFrameSections';

const TRIP_TYPES = [
  ['round-trip', 'Round Trip'],
  ['one-way', 'One Way'],
  ['multi-city', 'Multi-City'],
] as const;

const CABINS = [
  ['economy', 'Economy'],
  ['premium_economy', 'Premium Economy'],
  ['business', 'Business'],
  ['first', 'First Class'],
] as const;

/** The travellers popover's rows and limits (mfe-search TravellersField, TRAVELLER_LIMITS), under the results page's names. */
const TRAVELLERS = [
  { name: 'adults', label: 'Adults', hint: 'Age 12+', min: 1, max: 9, value: 1 },
  { name: 'children', label: 'Children', hint: 'Age 2-11', min: 0, max: 6, value: 0 },
  { name: 'infants', label: 'Infants', hint: 'Under 2', min: 0, max: 5, value: 0 },
] as const;

/** TripTypeTabs as a radio group: each radio's label is drawn as its tab; Multi-City swaps the fields for the notice (CSS). */
const tripTypes = (): string =>
  '<fieldset class="pf-trip"><legend class="pf-sr">Trip type</legend>' +
  TRIP_TYPES.map(
    ([value, label], index) =>
      `<input class="pf-sr" type="radio" id="pf-trip-${value}" name="tripType" value="${value}"${index === 0 ? ' checked' : ''}>` +
      `<label for="pf-trip-${value}">${label}</label>`,
  ).join('') +
  '</fieldset>';

/** RouteFields: From and To take the airport's 3-letter code (the app's pickers also find cities and names). */
const airport = (name: 'origin' | 'destination', label: string): string =>
  `<div class="pf-field pf-route"><label for="pf-${name}">${label}</label>` +
  `<input type="text" id="pf-${name}" name="${name}" placeholder="City or airport" required autocomplete="off" spellcheck="false" pattern="[A-Za-z]{3}" title="A 3-letter airport code, such as JFK"></div>`;

/** TravelDateFields: Departure and Return from today; one-way greys the return out (the results page ignores it then). */
const dates = ({ departureDate, returnDate, today }: HomeFrameFacts): string =>
  `<div class="pf-field pf-date"><label for="pf-departure-date">Departure</label>` +
  `<input type="date" id="pf-departure-date" name="departureDate" value="${escapeHtml(departureDate)}" min="${escapeHtml(today)}" required></div>` +
  `<div class="pf-field pf-date pf-return"><label for="pf-return-date">Return</label>` +
  `<input type="date" id="pf-return-date" name="returnDate" value="${escapeHtml(returnDate)}" min="${escapeHtml(today)}">` +
  '<span class="pf-helper">One way selected</span></div>';

/** SearchFormEnd: cabin class, the three traveller counts (the app's popover), Search Flights. */
const formEnd = (): string =>
  '<div class="pf-field pf-end pf-select"><label for="pf-cabin-class">Cabin class</label><select id="pf-cabin-class" name="cabinClass">' +
  CABINS.map(
    ([value, label], index) => `<option value="${value}"${index === 0 ? ' selected' : ''}>${label}</option>`,
  ).join('') +
  '</select></div>' +
  '<fieldset class="pf-travellers pf-end"><legend>Travellers</legend>' +
  TRAVELLERS.map(
    ({ name, label, hint, min, max, value }) =>
      `<div class="pf-count"><label for="pf-${name}">${label} <span class="pf-hint">${hint}</span></label>` +
      `<input type="number" id="pf-${name}" name="${name}" min="${min}" max="${max}" value="${value}" inputmode="numeric" required></div>`,
  ).join('') +
  '</fieldset>' +
  '<div class="pf-submit"><button type="submit" class="pf-button pf-contained pf-large">Search Flights</button></div>';

/** MultiCityNotice: a multi-city trip is booked by phone until the app, with its multi-city form, has started. */
const multiCityNotice = (phone: string): string =>
  '<div class="pf-multi"><div class="pf-multi-text"><p class="pf-multi-title">Or let our travel agents book it</p>' +
  `<p>Please call an agent on ${escapeHtml(phone)} and we will plan every leg of your trip with you.</p></div>` +
  `<a class="pf-button pf-contained pf-small" href="${escapeHtml(phoneHref(phone))}">Call ${escapeHtml(phone)}</a></div>`;

/**
 * SearchSection: the form on its card, then the figures. A plain GET form to /search with the
 * results page's parameter names, so it searches without any script; the app reads the typed
 * values from it (data-frame-form) when it takes over.
 */
export const searchSection = (facts: HomeFrameFacts): string =>
  `<section class="pf-container pf-search" id="${SEARCH_FORM_ID}" tabindex="-1" aria-labelledby="pf-search-title">` +
  '<div class="pf-card"><h2 id="pf-search-title">Search flights</h2>' +
  '<form class="pf-form" method="get" action="/search" data-frame-form="flight-search" aria-label="Flight search">' +
  `${tripTypes()}<div class="pf-fields">${airport('origin', 'From')}${airport('destination', 'To')}${dates(facts)}${formEnd()}</div>` +
  `${multiCityNotice(facts.phone)}</form></div>${liveStats()}</section>`;
