import { escapeHtml } from './escapeHtml';
import { phoneHref } from './headerFrameContact';
import { phoneIcon } from './headerFrame';
import { SEARCH_FORM_ID, type HomeFrameFacts } from './homeFrameFacts';
import { closingCta, featureHighlights, figure } from './homeFrameSections';
import { searchSection } from './homeFrameSearch';

export type { HomeFrameFacts } from './homeFrameFacts';

const TOPICS = ['New bookings', 'Changes', 'Customer Service', 'Cancellations', 'Refunds', 'Disputes'];

/** HeroExpertCard: the agents behind the phone line, its hours and two of the page's figures. */
const expertCard = (hours: string): string =>
  '<div class="pf-expert"><div class="pf-expert-head">' +
  `<span class="pf-expert-avatar">${phoneIcon('pf-expert-icon')}</span><div>` +
  '<p class="pf-expert-title">Travel experts on call</p>' +
  `<p class="pf-expert-hours">${escapeHtml(hours)}</p></div></div>` +
  '<p class="pf-expert-text">Real agents who build multi-city trips, find fares the search cannot, and handle changes and refunds for you.</p>' +
  `<div class="pf-figures pf-figures-light">${figure('800+', 'airlines')}${figure('Up to $500', 'savings')}</div></div>`;

/**
 * TopicChips: what the phone line helps with, a row of plain chips that scrolls on a phone; the
 * row takes the focus so that it scrolls by keyboard too (axe: scrollable-region-focusable).
 */
const topicChips = (): string =>
  '<div class="pf-topics"><p class="pf-topics-title">We help with</p><ul aria-label="Topics we help with" tabindex="0">' +
  TOPICS.map((topic) => `<li><span class="pf-topic">${topic}</span></li>`).join('') +
  '</ul></div>';

/** HeroSection: the offer, the promise and its lead (where they always were), the two ways on, the card and topics. */
const hero = ({ phone, hours }: HomeFrameFacts): string =>
  '<section class="pf-hero"><div class="pf-container"><div class="pf-hero-grid"><div class="pf-stack">' +
  '<span class="pf-chip">Save up to 60% on airfare</span>' +
  '<h1>Cheap flights, found by people who know travel</h1>' +
  '<p class="pf-lead">Compare fares across 800+ airlines in one search, set price alerts on the routes you love, and book with free changes within 24 hours.</p>' +
  '<div class="pf-actions-row">' +
  `<a class="pf-button pf-large pf-accent" href="${escapeHtml(phoneHref(phone))}">Call ${escapeHtml(phone)}</a>` +
  `<a class="pf-button pf-large pf-inherit" href="#${SEARCH_FORM_ID}">Start Your Search</a>` +
  `</div></div>${expertCard(hours)}</div>${topicChips()}</div></section>`;

/**
 * The whole home page as mfe-search's HomePage renders it, in plain HTML that works without any
 * script: the hero, the search form (a GET form to /search that the results page reads), the
 * figures, the highlights and the closing call to action. The app replaces it once it starts.
 */
export const homeFrame = (facts: HomeFrameFacts): string =>
  '<div class="pf-home" data-testid="home-frame">' +
  hero(facts) +
  searchSection(facts) +
  featureHighlights(facts.brandName) +
  closingCta(facts.phone) +
  '</div>';
