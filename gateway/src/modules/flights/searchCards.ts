import type { SortKey } from '@portal/platform-common/contracts';
import type { PricedOffer } from './searchFilter';

/** Offers of the same flights, cheapest fare first: one result card. */
export interface Card {
  fares: PricedOffer[];
  /** The cheapest fare's price and the flights' outbound minutes: what the card shows and sorts by. */
  minor: bigint;
  minutes: number | null;
}

const byPrice = (a: PricedOffer, b: PricedOffer) =>
  a.minor < b.minor ? -1 : a.minor > b.minor ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Cards of these offers, in the order their cheapest fares came. */
export const cardsOf = (offers: readonly PricedOffer[]): Card[] => {
  const byGroup = new Map<string, PricedOffer[]>();
  for (const offer of offers) {
    const fares = byGroup.get(offer.facts.group);
    if (fares) fares.push(offer);
    else byGroup.set(offer.facts.group, [offer]);
  }
  return [...byGroup.values()].map((fares) => {
    const sorted = fares.sort(byPrice);
    const lead = sorted[0] as PricedOffer;
    return { fares: sorted, minor: lead.minor, minutes: lead.facts.minutes };
  });
};

/** How many cards these offers make. */
export const cardCount = (offers: readonly PricedOffer[]): number =>
  new Set(offers.map((offer) => offer.facts.group)).size;

const compareNumbers = (a: number | bigint, b: number | bigint) => (a < b ? -1 : a > b ? 1 : 0);
/** Unknown durations sort last. */
const compareMinutes = (a: number | null, b: number | null) =>
  a === null || b === null ? Number(a === null) - Number(b === null) : a - b;
const leadId = (card: Card) => (card.fares[0] as PricedOffer).id;
const tieBreak = (a: Card, b: Card) =>
  compareNumbers(a.minor, b.minor) ||
  compareMinutes(a.minutes, b.minutes) ||
  (leadId(a) < leadId(b) ? -1 : leadId(a) > leadId(b) ? 1 : 0);

/**
 * 'Best': 60 % price and 40 % outbound duration, each placed between the cheapest and dearest
 * (shortest and longest) card of the filtered results, so neither unit outweighs the other; a
 * card of unknown duration counts as the longest. Lower is better.
 */
const PRICE_WEIGHT = 0.6;
const DURATION_WEIGHT = 0.4;

const bestScorer = (cards: readonly Card[]) => {
  const prices = cards.map((card) => Number(card.minor));
  const minutes = cards.flatMap((card) => (card.minutes === null ? [] : [card.minutes]));
  const [lowPrice, highPrice] = [Math.min(...prices), Math.max(...prices)];
  const [shortest, longest] = minutes.length ? [Math.min(...minutes), Math.max(...minutes)] : [0, 0];
  const scale = (value: number, low: number, high: number) => (high > low ? (value - low) / (high - low) : 0);
  return (card: Card) =>
    PRICE_WEIGHT * scale(Number(card.minor), lowPrice, highPrice) +
    DURATION_WEIGHT * (card.minutes === null ? 1 : scale(card.minutes, shortest, longest));
};

export const comparatorFor = (sort: SortKey, cards: readonly Card[]): ((a: Card, b: Card) => number) => {
  switch (sort) {
    case 'price-asc':
      return tieBreak;
    case 'price-desc':
      return (a, b) => compareNumbers(b.minor, a.minor) || tieBreak(a, b);
    case 'duration-asc':
      return (a, b) => compareMinutes(a.minutes, b.minutes) || tieBreak(a, b);
    case 'best': {
      const score = bestScorer(cards);
      const scores = new Map(cards.map((card) => [card, score(card)]));
      return (a, b) => compareNumbers(scores.get(a) ?? 1, scores.get(b) ?? 1) || tieBreak(a, b);
    }
  }
};

/** The card a sort puts first, without sorting them all. */
export const firstBy = (sort: SortKey, cards: readonly Card[]): Card | null => {
  const compare = comparatorFor(sort, cards);
  return cards.reduce<Card | null>((first, card) => (first === null || compare(card, first) < 0 ? card : first), null);
};
