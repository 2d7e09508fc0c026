import { escapeHtml } from './escapeHtml';
import { phoneHref } from './headerFrameContact';
import { SEARCH_FORM_ID } from './homeFrameFacts';

/** Figure: a marketing figure read as one phrase ('127K active searches'), the value large over its label. */
export const figure = (value: string, label: string): string =>
  `<p class="pf-figure"><span class="pf-figure-value">${escapeHtml(value)}</span> <span class="pf-figure-label">${escapeHtml(label)}</span></p>`;

const STATS = [
  ['127K', 'active searches'],
  ['3.2K', 'bookings today'],
  ['$247', 'average savings'],
  ['98.7%', 'satisfaction'],
] as const;

/** LiveStats: fixed figures, two a row on a phone, four from md up. */
export const liveStats = (): string =>
  `<section class="pf-figures pf-stats" aria-label="Our numbers">${STATS.map(([value, label]) => figure(value, label)).join('')}</section>`;

const HIGHLIGHTS = [
  ['Price comparison', 'We compare fares side by side, so the lowest price for your dates is the first one you see.'],
  ['Price alerts', 'Tell us where you want to go and we will let you know the moment the fare drops.'],
  ['800+ airlines', 'Full-service carriers and low-cost airlines on every continent, all in one search.'],
  ['Booking protection', 'Every booking is protected, with free changes within 24 hours of booking.'],
] as const;

/** FeatureHighlights: the four promises; the emphasis moves every 3 seconds by a CSS animation (decoration only). */
export const featureHighlights = (brandName: string): string =>
  '<section class="pf-container pf-highlights" aria-labelledby="pf-highlights-title">' +
  `<h2 id="pf-highlights-title">Why travellers book with ${escapeHtml(brandName)}</h2>` +
  '<p class="pf-highlights-lead">Everything you need to fly for less, and people to call when plans change.</p>' +
  '<div class="pf-highlight-grid">' +
  HIGHLIGHTS.map(([title, text]) => `<div class="pf-highlight"><h3>${title}</h3><p>${text}</p></div>`).join('') +
  '</div></section>';

/** ClosingCta: back up to the form, or a call to an expert. */
export const closingCta = (phone: string): string =>
  '<section class="pf-cta" aria-labelledby="pf-cta-title"><div class="pf-container">' +
  '<h2 id="pf-cta-title">Ready for your next trip?</h2>' +
  `<p>Search fares yourself in seconds, or let one of our travel experts find the best route and price for you on ${escapeHtml(phone)}.</p>` +
  `<div class="pf-actions-row"><a class="pf-button pf-large pf-accent" href="#${SEARCH_FORM_ID}">Find Cheap Flights</a>` +
  `<a class="pf-button pf-large pf-inherit" href="${escapeHtml(phoneHref(phone))}">Call for Expert Help</a></div>` +
  '</div></section>';
