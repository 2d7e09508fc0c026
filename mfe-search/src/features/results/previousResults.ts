import { createLogger, SEARCH_LIMITS, type FlightOffer } from '@portal/platform';
import { flightOfferSchema } from '@portal/platform/validation';

const log = createLogger('mfe-search');

/** traveller-journey.md §3 "Stored locally". */
export const PREVIOUS_RESULTS_KEY = 'previousResults';

export interface PreviousResults {
  /** The search the offers answer, as its /search query string. */
  search: string;
  offers: FlightOffer[];
  totalCount: number;
}

/** §4: the page that load-more asks for after `previousCount` offers, at 100 a page. */
export const loadMorePage = (previousCount: number): number => Math.floor(Math.max(0, previousCount) / SEARCH_LIMITS.loadMore) + 1;

/** Previous and new offers together: duplicates removed by id (the newer copy wins), cheapest first. */
export const mergeOffers = (previous: readonly FlightOffer[], next: readonly FlightOffer[]): FlightOffer[] => {
  const byId = new Map<string, FlightOffer>();
  for (const offer of [...previous, ...next]) byId.set(offer.id, offer);
  return [...byId.values()].sort((a, b) => Number(a.total_amount) - Number(b.total_amount));
};

/** Storage may be full or blocked; load-more then carries on with what it holds in memory. */
export const storePreviousResults = (results: PreviousResults): void => {
  try {
    window.localStorage.setItem(PREVIOUS_RESULTS_KEY, JSON.stringify(results));
  } catch (error) {
    log.warn('could not store the previous results', error);
  }
};

const storedOffers = flightOfferSchema.array();

/** The stored results when they answer this search and still match the offer contract. */
export const readPreviousResults = (search: string): PreviousResults | null => {
  try {
    const raw = window.localStorage.getItem(PREVIOUS_RESULTS_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<PreviousResults>;
    if (stored.search !== search) return null;
    const offers = storedOffers.safeParse(stored.offers);
    if (!offers.success) return null;
    return { search, offers: offers.data, totalCount: Number(stored.totalCount) || offers.data.length };
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
