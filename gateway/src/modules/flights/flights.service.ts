import {
  DEFAULT_SORT,
  flightOfferSchema,
  searchResponseSchema,
  seatMapsResponseSchema,
  type FlightOffer,
  type FlightSearchRequest,
  type OfferValidity,
  type SearchRequest,
  type SearchResponse,
  type SeatMap,
} from '@portal/platform-common/contracts';
import type { BrandContext } from '../../http/brandContext';
import type { Logger } from '../../http/logger';
import type { ProviderMode } from '../../providers';
import {
  OFFER_EXPIRED_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
  OFFER_SOLD_OUT_MESSAGE,
  offerNotFound,
} from '../../providers/duffel/duffelErrors';
import type { DuffelProviders } from '../../providers/duffel/duffelProviders';
import { mapDuffelSeatMaps } from '../../providers/duffel/mapSeatMaps';
import { toMinor } from '../../providers/money';
import type { FlightsRepository, OfferFactsRecord, OfferRecord, OfferRequestRecord } from './flights.repository';
import { createFreshOffers } from './freshOffer';
import { priceOffer, priceSeatMaps, type Markup } from './pricing';
import { admitAll, type Admit } from './providerCallLimits';
import { createReshopper } from './reshop';
import { parseFlightSearch, parseSearch, searchKeyOf } from './searchRequest';
import { createKnownRequests } from './knownRequests';
import { createNewSearches, type ListedSearch } from './newSearches';
import { createPageCache, preparePage, type PreparedPage } from './searchPages';
import { priceAll, viewPage } from './searchView';

export interface FlightsServiceDeps {
  repository: FlightsRepository;
  duffel: DuffelProviders;
  /** The system mode now (an admin switch, read on every search). */
  currentMode: () => Promise<ProviderMode>;
  /** Whether a booking took the offer request this offer came from (Duffel orders one offer per request). */
  offerTaken?: (offerId: string) => Promise<boolean>;
  logger: Logger;
}

/** One reading of a search's offer facts; `at` names it in the keys of the pages made from it. */
interface FactsReading {
  at: number;
  records: Promise<OfferFactsRecord[]>;
}

export type VerifyOutcome = { status: 200 | 404 | 409 | 410; body: OfferValidity };

/**
 * How long one instance reuses a search's offer facts between pages and filter changes: every
 * instance reads them from the database, so another replica's refresh of an offer shows here
 * within this long at most.
 */
const FACTS_TTL_MS = 20_000;
const FACTS_CACHE_SIZE = 200;

/** A search listed for longer than this without completing was left by an instance that stopped. */
const ABANDONED_LISTING_MS = 3 * 60_000;

/** How long verify-offer trusts what a re-shop of a taken offer found (it is polled every 15-30 s). */
const TWIN_CHECK_TTL_MS = 5 * 60_000;

/**
 * The flight search story: a search creates one Duffel offer request, lists all of its offers
 * once, keeps them (supplier prices) while they are valid, and answers every page from there
 * with the brand's markup applied. Offer details and seat maps are fetched fresh from Duffel
 * with the client of the mode the search ran in.
 */
export const createFlightsService = ({ repository, duffel, currentMode, offerTaken, logger }: FlightsServiceDeps) => {
  const reshopper = createReshopper({ repository, duffel, logger });
  const freshOffers = createFreshOffers({ duffel, logger });
  const { fromProvider } = freshOffers;
  const twinChecks = new Map<string, { sold: boolean; at: number }>();

  /** Whether a taken offer's flights are still sold (a re-shop, remembered a few minutes); a provider failure says nothing. */
  const stillSold = async (stored: OfferRecord & { mode: ProviderMode }): Promise<boolean> => {
    const known = twinChecks.get(stored.id);
    if (known && Date.now() - known.at < TWIN_CHECK_TTL_MS) return known.sold;
    try {
      const sold = (await reshopper.reshop(stored)) !== null;
      twinChecks.set(stored.id, { sold, at: Date.now() });
      if (twinChecks.size > 5_000) twinChecks.delete(twinChecks.keys().next().value as string);
      return sold;
    } catch (error) {
      logger.warn({ err: error, offerId: stored.id }, 'could not re-shop a taken offer for verify-offer');
      return true;
    }
  };

  const factsCache = new Map<string, FactsReading>();
  /**
   * A search's offer facts: one light query per search and instance every FACTS_TTL_MS, never the
   * supplier JSON. The entry's `at` names that reading in the keys of the pages made from it.
   */
  const factsOf = ({ id: offerRequestId, listingComplete }: OfferRequestRecord): FactsReading => {
    const listed = listedInMemory.get(offerRequestId);
    if (listed) return listed.factsRead;
    if (!listingComplete) return { at: Date.now(), records: repository.factsOf(offerRequestId) };
    const known = factsCache.get(offerRequestId);
    if (known && Date.now() - known.at < FACTS_TTL_MS) return known;
    const records = repository.factsOf(offerRequestId);
    const entry = { at: Date.now(), records };
    records.catch(() => {
      if (factsCache.get(offerRequestId) === entry) factsCache.delete(offerRequestId);
    });
    factsCache.delete(offerRequestId);
    factsCache.set(offerRequestId, entry);
    if (factsCache.size > FACTS_CACHE_SIZE) factsCache.delete(factsCache.keys().next().value as string);
    return entry;
  };
  const pages = createPageCache();

  const knownRequests = createKnownRequests();

  // One provider search per key at a time in this instance: a double submit waits for the first.
  const searching = new Map<string, Promise<OfferRequestRecord>>();
  const newSearches = createNewSearches({ repository, duffel, logger });
  /** New searches answered from memory while they are being stored, by offer request id. */
  const listedInMemory = new Map<string, ListedSearch & { factsRead: FactsReading }>();

  /** Starts a new search: its request is answered from memory until stored, then remembered. */
  const startSearch = (
    search: FlightSearchRequest,
    mode: ProviderMode,
    searchKey: string,
  ): Promise<OfferRequestRecord> => {
    const forget = () => {
      if (searching.get(searchKey) === started) searching.delete(searchKey);
    };
    const started = newSearches.list(search, mode, searchKey).then(
      (listed) => {
        const id = listed.request.id;
        listedInMemory.set(id, { ...listed, factsRead: { at: Date.now(), records: Promise.resolve(listed.facts) } });
        listed.stored
          .catch(() => undefined)
          .finally(() => {
            listedInMemory.delete(id);
            forget();
          });
        void listed.completed.then((completed) => completed && knownRequests.remember(completed));
        return listed.request;
      },
      (error: unknown) => {
        forget();
        throw error;
      },
    );
    searching.set(searchKey, started);
    return started;
  };

  /** A search this instance is making or storing, while its offers are valid. */
  const inProgress = async (searchKey: string, now: Date): Promise<OfferRequestRecord | undefined> => {
    const pending = searching.get(searchKey);
    const request = pending && (await pending);
    return request && request.expiresAt > now ? request : undefined;
  };

  /** A search still being listed is read from the database on every ask until it is complete. */
  const rememberComplete = (request: OfferRequestRecord): OfferRequestRecord =>
    request.listingComplete ? knownRequests.remember(request) : request;

  /**
   * Whether every offer of the search is in its answers: its listing finished, or the instance
   * listing it stopped answering long ago (its first pages are all there will be).
   */
  const listingDone = (request: OfferRequestRecord): boolean =>
    request.listingComplete ||
    duffel.clockFor(request.mode).now().getTime() - request.createdAt.getTime() > ABANDONED_LISTING_MS;

  /** A stored search answers; only a new one (a provider offer request) is admitted and counted. */
  const requestFor = async (
    search: FlightSearchRequest,
    mode: ProviderMode,
    admit: Admit,
  ): Promise<OfferRequestRecord> => {
    const searchKey = searchKeyOf(search, mode);
    const now = duffel.clockFor(mode).now();
    const known = knownRequests.valid(searchKey, now) ?? (await inProgress(searchKey, now));
    if (known) return known;
    const cached = await repository.findValidRequest(searchKey, now);
    if (cached) return rememberComplete(cached);
    // Another replica may be storing this very search (answered from its memory a moment ago).
    await repository.untilStoredElsewhere(searchKey);
    const storedElsewhere = await repository.findValidRequest(searchKey, now);
    if (storedElsewhere) return rememberComplete(storedElsewhere);
    await admit();
    // Another request may have started the same search while this one was being counted.
    return (await inProgress(searchKey, now)) ?? startSearch(search, mode, searchKey);
  };

  /** The page as the contract has it, from the search's offer facts and the page's supplier copies. */
  const pageOf = async (
    search: FlightSearchRequest,
    markup: Markup,
    request: OfferRequestRecord,
    facts: OfferFactsRecord[],
  ): Promise<SearchResponse> => {
    const viewed = viewPage(priceAll(facts, markup), search, search.page, search.limit);
    const ids = viewed.fareGroups.map((group) => group.offer_id);
    const listed = listedInMemory.get(request.id)?.suppliers;
    const suppliers = listed
      ? new Map(ids.flatMap((id) => (listed.has(id) ? [[id, listed.get(id) as FlightOffer] as const] : [])))
      : await repository.suppliersOf(ids);
    const offers = viewed.fareGroups.flatMap((group) => {
      const supplier = suppliers.get(group.offer_id);
      return supplier ? [priceOffer(supplier, markup)] : [];
    });
    return searchResponseSchema.parse({
      offers,
      total_count: viewed.totalCount,
      page: search.page,
      limit: search.limit,
      sort: search.sort ?? DEFAULT_SORT,
      fare_groups: viewed.fareGroups.filter((group) => suppliers.has(group.offer_id)),
      facets: viewed.facets,
      complete: listingDone(request),
    });
  };

  /** A stored offer, 404 when there is none. */
  const storedOffer = async (offerId: string): Promise<OfferRecord & { mode: ProviderMode }> => {
    await newSearches.untilStored();
    const stored = await repository.findOffer(offerId);
    if (!stored) throw offerNotFound();
    return stored;
  };

  return {
    /** A one-way or return search as sent (body or query), checked by the contract and the server's own rules. */
    async parseSearch(input: unknown): Promise<SearchRequest> {
      return parseSearch(input, duffel.clockFor(await currentMode()).now());
    },

    /** Either shape of search as sent: one-way or return, or multi-city (slices), checked the same way. */
    async parseFlightSearch(input: unknown): Promise<FlightSearchRequest> {
      return parseFlightSearch(input, duffel.clockFor(await currentMode()).now());
    },

    /** One page of the search as this brand sells it. */
    search: async (search: FlightSearchRequest, markup: Markup, admit: Admit = admitAll): Promise<SearchResponse> => {
      const request = await requestFor(search, await currentMode(), admit);
      return pageOf(search, markup, request, await factsOf(request).records);
    },

    /**
     * The same page ready to send, made once per instance for everyone asking the same thing:
     * the key names the offer request (a new one when its offers expire) and the reading of its
     * offers it was made from (re-read every FACTS_TTL_MS, and at once after this instance
     * refreshed one of them), the mode, the brand and its markup, and the whole search (filters,
     * sort, page). Nothing in it depends on who asks.
     */
    async searchPage(search: FlightSearchRequest, brand: BrandContext, admit: Admit = admitAll): Promise<PreparedPage> {
      const mode = await currentMode();
      const request = await requestFor(search, mode, admit);
      const facts = factsOf(request);
      const complete = listingDone(request);
      const key = JSON.stringify([request.id, facts.at, complete, mode, brand.key, brand.markup, search]);
      return pages.get(key, async () => preparePage(await pageOf(search, brand.markup, request, await facts.records)));
    },

    /** The offer as Duffel has it now, with current service ids; kept as the latest supplier copy. */
    async offer(offerId: string, markup: Markup, admit: Admit = admitAll): Promise<FlightOffer> {
      const stored = await storedOffer(offerId);
      const { offer: supplier } = await freshOffers.fetch(stored, admit);
      await repository.refreshOffer(offerId, supplier, toMinor(supplier.total_amount, supplier.total_currency));
      // This instance's pages of that search show the offer as it is now from their next request.
      factsCache.delete(stored.offerRequestId);
      return flightOfferSchema.parse(priceOffer(supplier, markup));
    },

    async seatMaps(offerId: string, markup: Markup, admit: Admit = admitAll): Promise<SeatMap[]> {
      const stored = await storedOffer(offerId);
      freshOffers.refuseExpired(stored);
      await admit();
      const maps = await duffel.forMode(stored.mode).getSeatMaps(offerId);
      return seatMapsResponseSchema.parse(
        priceSeatMaps(
          fromProvider('seat maps', () => mapDuffelSeatMaps(maps)),
          markup,
        ),
      );
    },

    /** From the database and the clock, and for an offer another booking took, whether its flights are still sold: polled every 15-30 s. */
    async verify(offerId: string): Promise<VerifyOutcome> {
      await newSearches.untilStored();
      const stored = await repository.findOffer(offerId);
      if (!stored)
        return {
          status: 404,
          body: { valid: false, message: OFFER_NOT_FOUND_MESSAGE, error: 'OFFER_NOT_FOUND', expires_at: null },
        };
      const expiresAt = stored.expiresAt.toISOString();
      if (stored.expiresAt.getTime() <= duffel.clockFor(stored.mode).now().getTime()) {
        return {
          status: 410,
          body: { valid: false, message: OFFER_EXPIRED_MESSAGE, error: 'OFFER_EXPIRED', expires_at: expiresAt },
        };
      }
      // Taken by another booking: valid only while the same flights can be shopped again for this traveller.
      if (offerTaken && (await offerTaken(offerId)) && !(await stillSold(stored))) {
        return {
          status: 409,
          body: { valid: false, message: OFFER_SOLD_OUT_MESSAGE, error: 'OFFER_SOLD_OUT', expires_at: expiresAt },
        };
      }
      return { status: 200, body: { valid: true, message: 'Offer is valid', expires_at: expiresAt } };
    },
  };
};

export type FlightsService = ReturnType<typeof createFlightsService>;
