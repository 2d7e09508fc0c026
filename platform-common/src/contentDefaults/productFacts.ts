import { promisesRoundTheClock } from '../brand/supportHours';

// What the product does, and what it does not (yet): the one list every default text is read
// against. The seeded pages and brands are read in gateway/src/db/seeds/productFacts.test.ts; the
// words built into the pages (header, footer, 404, home, support, FAQ, contact) in each module's
// "states only what the product does" tests. Change the product, change this list: the tests then
// name every text that has to change with it.

/** The default brand's phone line is answered at these hours and no others. */
export const DEFAULT_BRAND_SUPPORT_HOURS = 'Mon-Fri 9am-6pm EST';

/** Features a page could promise that the product does not have, and the words that promise them. */
export const MISSING_FEATURES = {
  'price alerts': /\b(price|fare) alerts?\b|the moment the fare drops/i,
  'free changes within 24 hours of booking':
    /\bfree (changes?|of charge)\b[^.]{0,40}?\b(within|for) 24 hours|\bchanges are free within 24 hours/i,
  // Payments are taken with Stripe's card Element only (README, Card payments).
  'PayPal, Apple Pay or Google Pay': /\b(PayPal|Apple Pay|Google Pay)\b/i,
} as const satisfies Record<string, RegExp>;

export type MissingFeature = keyof typeof MISSING_FEATURES;

/**
 * Choices no page may describe, as no issue plans them: sign-in has no "remember me", and the
 * site has one language, its prices the currency each search is priced in.
 */
const ABSENT_CHOICES: Record<string, RegExp> = {
  'a choice to stay signed in': /\b(choose|choice|option) to stay signed in\b|\bremember me\b/i,
  'language or currency preferences': /\b(language|currency) (and|or) (currency|language)\b/i,
};

/**
 * Promises pages make today that the product does not keep yet, each allowed only while the issue
 * that settles it is open. When that issue closes, delete its lines here: the facts tests then fail
 * on every text still making the promise, unless the feature was built and its line left
 * MISSING_FEATURES too.
 */
export const OPEN_PROMISES: readonly { feature: MissingFeature; issue: number }[] = [
  { feature: 'price alerts', issue: 18 },
  { feature: 'free changes within 24 hours of booking', issue: 18 },
];

/** Words meant for the people who build the site, never for a traveller. */
const DEVELOPER_TEXT =
  /[Aa]dd the page to the router|[Ll]orem ipsum|\bTODO\b|\bundefined\b|\bNaN\b|\[object Object\]|\{\{[^}]*\}\}/;

/** Opening hours written out: a weekday range or a clock time ('Mon-Fri', '9am', '6:30 pm'). */
const STATED_HOURS =
  /\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s*(-|–|to|through)\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\b\d{1,2}(:\d{2})?\s?(am|pm)\b/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What `text` (a page as a brand's visitors read it) says that the product does not do, with the
 * brand's phone answered at `hours`: round-the-clock support the hours do not give, other hours
 * than the brand's, a missing feature (open promises aside), or words meant for developers.
 * Empty when the text states only what the product does.
 */
export const unkeptPromises = (text: string, hours: string): string[] => {
  const found: string[] = [];
  const flat = text.replace(/\s+/g, ' ');
  const withoutOwnHours = flat.replace(new RegExp(escape(hours), 'gi'), '');
  if (!promisesRoundTheClock(hours) && promisesRoundTheClock(withoutOwnHours))
    found.push(`round-the-clock support, though the phone is answered ${hours}`);
  const otherHours = STATED_HOURS.exec(withoutOwnHours);
  if (otherHours) found.push(`hours other than the brand's (${hours}): "${otherHours[0]}"`);
  const open = new Set(OPEN_PROMISES.map(({ feature }) => feature));
  for (const [feature, wording] of Object.entries(MISSING_FEATURES) as [MissingFeature, RegExp][]) {
    const promise = wording.exec(flat);
    if (promise && !open.has(feature)) found.push(`${feature}, which the product does not have: "${promise[0]}"`);
  }
  for (const [choice, wording] of Object.entries(ABSENT_CHOICES)) {
    const described = wording.exec(flat);
    if (described) found.push(`${choice}, which the product does not have: "${described[0]}"`);
  }
  const developerText = DEVELOPER_TEXT.exec(flat);
  if (developerText) found.push(`words meant for developers: "${developerText[0]}"`);
  return found;
};
