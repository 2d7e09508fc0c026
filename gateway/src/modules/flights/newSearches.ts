import { randomUUID } from 'node:crypto';
import type { FlightOffer, FlightSearchRequest } from '@portal/platform-common/contracts';
import type { Logger } from '../../http/logger';
import type { ProviderMode } from '../../providers';
import { MAX_OFFER_PAGES } from '../../providers/duffel/duffelAdapter';
import type { DuffelProviders } from '../../providers/duffel/duffelProviders';
import type { DuffelOffer } from '../../providers/duffel/duffelTypes';
import { mapDuffelOffer } from '../../providers/duffel/mapOffer';
import { toMinor } from '../../providers/money';
import type { FlightsRepository, OfferFactsRecord, OfferRequestRecord } from './flights.repository';
import { offerFactsOf } from './offerFacts';

/** A search that found nothing is asked again after this long rather than the 30 minutes offers live. */
const EMPTY_SEARCH_TTL_MS = 5 * 60_000;
/** Expired searches are kept a day (late verify-offer calls still get 410, not 404), then pruned. */
const KEEP_EXPIRED_MS = 24 * 3_600_000;
/** The later pages of a new search are listed for at most this long; what they held by then is kept. */
const LATER_PAGES_DEADLINE_MS = 60_000;

/** A new search's offers as listed, before (and while) they are stored. */
export interface ListedSearch {
  request: OfferRequestRecord;
  facts: OfferFactsRecord[];
  suppliers: Map<string, FlightOffer>;
  /** Settles when the request and its first page of offers are stored (rejects when they could not be). */
  stored: Promise<void>;
  /**
   * The request once its later pages are listed and stored too (at once when the first page was
   * all); null when it could not be stored.
   */
  completed: Promise<OfferRequestRecord | null>;
}

type RankedOffer = { offer: FlightOffer; minor: bigint };

// Duffel sorts by price already; ties broken by id keep pages stable across reads.
const byPriceThenId = (a: RankedOffer, b: RankedOffer) =>
  a.minor < b.minor ? -1 : a.minor > b.minor ? 1 : a.offer.id < b.offer.id ? -1 : a.offer.id > b.offer.id ? 1 : 0;

const storedOffers = (ranked: RankedOffer[], firstPosition: number) =>
  ranked.map(({ offer, minor }, index) => ({
    id: offer.id,
    position: firstPosition + index,
    supplier: offer,
    totalAmountMinor: minor,
    currency: offer.total_currency,
    expiresAt: new Date(offer.expires_at),
  }));

/**
 * A new search: one Duffel offer request whose first page of offers (the 200 cheapest) is
 * answered from memory at once, while it is stored in one transaction; the later pages are
 * listed meanwhile and added once the first is stored, which completes the search. Whoever needs
 * a stored row of it in this instance waits for `untilStored()` first.
 */
export const createNewSearches = ({
  repository,
  duffel,
  logger,
  laterPagesDeadlineMs = LATER_PAGES_DEADLINE_MS,
}: {
  repository: FlightsRepository;
  duffel: DuffelProviders;
  logger: Logger;
  laterPagesDeadlineMs?: number;
}) => {
  const storing = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    storing.add(work);
    void work.catch(() => undefined).finally(() => storing.delete(work));
    return work;
  };

  /** Offers Duffel sent that the contract cannot carry are left out (and logged), not sent half-valid. */
  const rankOffers = (offers: DuffelOffer[]): RankedOffer[] => {
    const mapped: RankedOffer[] = [];
    for (const offer of offers) {
      try {
        const flight = mapDuffelOffer(offer);
        mapped.push({ offer: flight, minor: toMinor(flight.total_amount, flight.total_currency) });
      } catch (error) {
        logger.warn({ err: error, offerId: offer.id }, 'left out an offer that does not fit the contract');
      }
    }
    return mapped.sort(byPriceThenId);
  };

  const store = async (request: OfferRequestRecord, ranked: RankedOffer[], locked: () => void): Promise<void> => {
    await repository.saveRequest({ ...request, offers: storedOffers(ranked, 0) }, locked);
    logger.info(
      { offerRequestId: request.providerOfferRequestId, mode: request.mode, offers: ranked.length },
      'new offer request',
    );
    await repository
      .pruneExpired(new Date(request.createdAt.getTime() - KEEP_EXPIRED_MS))
      .catch((error: unknown) => logger.warn({ err: error }, 'could not prune old searches'));
  };

  /**
   * The pages after the first, as far as they could be listed within the deadline: an error or
   * the deadline ends the listing with what it has (the search keeps the offers it found).
   */
  const listLaterPages = async (mode: ProviderMode, offerRequestId: string, after: string): Promise<DuffelOffer[]> => {
    const provider = duffel.forMode(mode);
    const offers: DuffelOffer[] = [];
    const deadline = Date.now() + laterPagesDeadlineMs;
    let cursor: string | null = after;
    try {
      for (let page = 1; cursor && page < MAX_OFFER_PAGES && Date.now() < deadline; page++) {
        const listed = await provider.listOffersPage(offerRequestId, cursor);
        offers.push(...listed.offers);
        cursor = listed.after;
      }
      if (cursor) logger.warn({ offerRequestId, offers: offers.length }, 'stopped listing offers before the last page');
    } catch (error) {
      logger.warn({ err: error, offerRequestId }, 'could not list the later pages of a search: it keeps what it found');
    }
    return offers;
  };

  /** Lists the later pages while the first is stored, then adds them and completes the request. */
  const complete = async (
    request: OfferRequestRecord,
    after: string,
    firstPage: RankedOffer[],
    stored: Promise<void>,
  ): Promise<OfferRequestRecord | null> => {
    const later = await listLaterPages(request.mode, request.providerOfferRequestId, after);
    const known = new Set(firstPage.map(({ offer }) => offer.id));
    const ranked = rankOffers(later).filter(({ offer }) => !known.has(offer.id));
    const firstPageStored = await stored.then(
      () => true,
      () => false,
    );
    if (!firstPageStored) return null;
    const completed = await track(repository.appendOffers(request, storedOffers(ranked, firstPage.length)));
    logger.info(
      { offerRequestId: request.providerOfferRequestId, mode: request.mode, offers: ranked.length },
      'later pages of an offer request',
    );
    return completed;
  };

  return {
    async list(search: FlightSearchRequest, mode: ProviderMode, searchKey: string): Promise<ListedSearch> {
      const provider = duffel.forMode(mode);
      const createdAt = duffel.clockFor(mode).now();
      const { id } = await provider.createOfferRequest(search);
      const firstPage = await provider.listOffersPage(id);
      const ranked = rankOffers(firstPage.offers);
      const expiries = ranked.map(({ offer }) => Date.parse(offer.expires_at)).filter(Number.isFinite);
      const request: OfferRequestRecord = {
        id: randomUUID(),
        searchKey,
        providerOfferRequestId: id,
        mode,
        totalCount: ranked.length,
        listingComplete: firstPage.after === null,
        createdAt,
        expiresAt: new Date(expiries.length ? Math.min(...expiries) : createdAt.getTime() + EMPTY_SEARCH_TTL_MS),
      };
      const facts = ranked.map(({ offer, minor }) => ({
        id: offer.id,
        totalAmountMinor: minor,
        currency: offer.total_currency,
        facts: offerFactsOf(offer),
      }));
      const suppliers = new Map(ranked.map(({ offer }) => [offer.id, offer]));
      let locked = () => undefined as void;
      const storingLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const stored = track(store(request, ranked, locked));
      stored.catch((error: unknown) =>
        logger.error({ err: error, offerRequestId: id }, 'could not store a new search'),
      );
      const completed = firstPage.after
        ? complete(request, firstPage.after, ranked, stored).catch((error: unknown) => {
            logger.error({ err: error, offerRequestId: id }, 'could not store the later pages of a search');
            return null;
          })
        : stored.then(
            () => request,
            () => null,
          );
      // Answered once the search's storing lock is held (one round trip), so that another replica
      // asked for it meanwhile waits for these offers rather than searching again.
      await Promise.race([storingLocked, stored.catch(() => undefined)]);
      return { request, facts, suppliers, stored, completed };
    },

    /** Once every search this instance is storing now is stored (or failed). */
    untilStored: async (): Promise<void> => {
      await Promise.allSettled([...storing]);
    },
  };
};
