import { createLogger, loadFlightReaders, SEARCH_LIMITS, type FareGroup, type FlightOffer } from '@portal/platform';

const log = createLogger('mfe-search');

/** The cards loaded before a load-more, kept in this browser's session storage until the next page arrives. */
export const PREVIOUS_RESULTS_KEY = 'previousResults';

export interface PreviousResults {
  /** The search and results view (filters, sort) the offers answer, as a /search query string. */
  search: string;
  /** One per card, in the order the gateway sorted them. */
  offers: FlightOffer[];
  /** Each card's fares, by its offer's id. */
  fareGroups: FareGroup[];
  totalCount: number;
}

/** The page that load-more asks for after `previousCount` offers, at 100 a page. */
export const loadMorePage = (previousCount: number): number =>
  Math.floor(Math.max(0, previousCount) / SEARCH_LIMITS.loadMore) + 1;

/**
 * Previous and new cards together, duplicates removed by id (the newer copy wins, in its first
 * place). The gateway sorted every page of the same view alike, so the order is kept as it came
 * rather than re-sorted by price (load-more once sorted by price, when price was the only order).
 */
export const mergeById = <T>(previous: readonly T[], next: readonly T[], idOf: (item: T) => string): T[] => {
  const byId = new Map<string, T>();
  for (const item of [...previous, ...next]) byId.set(idOf(item), item);
  return [...byId.values()];
};

/**
 * The card each offer id now stands for: a card's id is its cheapest fare's, so while a search is
 * still being listed a cheaper fare of the same flights can arrive and lead the card under a new
 * id. Every fare of a newer page's card names that card, so a stored card led by one of its
 * fares is the same card, not a second one.
 */
const cardIds = (nextGroups: readonly FareGroup[]) => {
  const leadOf = new Map<string, string>();
  for (const group of nextGroups) for (const fare of group.fares) leadOf.set(fare.offer_id, group.offer_id);
  return (id: string) => leadOf.get(id) ?? id;
};

/** Previous and new cards together: one per card, the newer copy in the card's first place. */
export const mergeCards = (
  previous: { offers: readonly FlightOffer[]; fareGroups: readonly FareGroup[] },
  next: { offers: readonly FlightOffer[]; fareGroups: readonly FareGroup[] },
): { offers: FlightOffer[]; fareGroups: FareGroup[] } => {
  const cardOf = cardIds(next.fareGroups);
  return {
    offers: mergeById(previous.offers, next.offers, (offer) => cardOf(offer.id)),
    fareGroups: mergeById(previous.fareGroups, next.fareGroups, (group) => cardOf(group.offer_id)),
  };
};

/** Storage may be full or blocked; load-more then carries on with what it holds in memory. */
export const storePreviousResults = (results: PreviousResults): void => {
  try {
    window.localStorage.setItem(PREVIOUS_RESULTS_KEY, JSON.stringify(results));
  } catch (error) {
    log.warn('could not store the previous results', error);
  }
};

/**
 * The stored results when they answer this search and still match the offer contract (read
 * without zod, by the readers the results' first page fetched).
 */
export const readPreviousResults = async (search: string): Promise<PreviousResults | null> => {
  try {
    const raw = window.localStorage.getItem(PREVIOUS_RESULTS_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<PreviousResults>;
    if (stored.search !== search) return null;
    const { storedOffersOrNull, storedFareGroupsOrNull } = await loadFlightReaders();
    const offers = storedOffersOrNull(stored.offers);
    if (!offers) return null;
    return {
      search,
      offers,
      fareGroups: storedFareGroupsOrNull(stored.fareGroups ?? []) ?? [],
      totalCount: Number(stored.totalCount) || offers.length,
    };
  } catch {
    return null;
  }
};

export const clearPreviousResults = (): void => {
  try {
    window.localStorage.removeItem(PREVIOUS_RESULTS_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
};
