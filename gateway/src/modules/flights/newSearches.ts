import { randomUUID } from 'node:crypto';
import type { FlightOffer, SearchRequest } from '@portal/platform/contracts';
import type { Logger } from '../../http/logger';
import type { ProviderMode } from '../../providers';
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

/** A new search's offers as listed, before (and while) they are stored. */
export interface ListedSearch {
  request: OfferRequestRecord;
  facts: OfferFactsRecord[];
  suppliers: Map<string, FlightOffer>;
  /** Settles when the request and its offers are stored (rejects when they could not be). */
  stored: Promise<void>;
}

/**
 * A new search: one Duffel offer request, its offers listed (cheapest first) and answered from
 * memory at once, while they are stored in one transaction. Whoever needs a stored row of it in
 * this instance waits for `untilStored()` first.
 */
export const createNewSearches = ({
  repository,
  duffel,
  logger,
}: {
  repository: FlightsRepository;
  duffel: DuffelProviders;
  logger: Logger;
}) => {
  const storing = new Set<Promise<void>>();

  /** Offers Duffel sent that the contract cannot carry are left out (and logged), not sent half-valid. */
  const mapOffers = (offers: DuffelOffer[]): FlightOffer[] => {
    const mapped: FlightOffer[] = [];
    for (const offer of offers) {
      try {
        mapped.push(mapDuffelOffer(offer));
      } catch (error) {
        logger.warn({ err: error, offerId: offer.id }, 'left out an offer that does not fit the contract');
      }
    }
    return mapped;
  };

  const store = async (
    listed: Omit<ListedSearch, 'stored'>,
    offers: FlightOffer[],
    locked: () => void,
  ): Promise<void> => {
    const { request } = listed;
    await repository.saveRequest(
      {
        ...request,
        offers: offers.map((offer, position) => ({
          id: offer.id,
          position,
          supplier: offer,
          totalAmountMinor: toMinor(offer.total_amount, offer.total_currency),
          currency: offer.total_currency,
          expiresAt: new Date(offer.expires_at),
        })),
      },
      locked,
    );
    logger.info(
      { offerRequestId: request.providerOfferRequestId, mode: request.mode, offers: offers.length },
      'new offer request',
    );
    await repository
      .pruneExpired(new Date(request.createdAt.getTime() - KEEP_EXPIRED_MS))
      .catch((error: unknown) => logger.warn({ err: error }, 'could not prune old searches'));
  };

  return {
    async list(search: SearchRequest, mode: ProviderMode, searchKey: string): Promise<ListedSearch> {
      const provider = duffel.forMode(mode);
      const createdAt = duffel.clockFor(mode).now();
      const { id } = await provider.createOfferRequest(search);
      const offers = mapOffers(await provider.listAllOffers(id))
        .map((offer) => ({ offer, minor: toMinor(offer.total_amount, offer.total_currency) }))
        // Duffel sorts by price already; ties broken by id keep pages stable across reads.
        .sort((a, b) =>
          a.minor < b.minor
            ? -1
            : a.minor > b.minor
              ? 1
              : a.offer.id < b.offer.id
                ? -1
                : a.offer.id > b.offer.id
                  ? 1
                  : 0,
        );
      const expiries = offers.map(({ offer }) => Date.parse(offer.expires_at)).filter(Number.isFinite);
      const request: OfferRequestRecord = {
        id: randomUUID(),
        searchKey,
        providerOfferRequestId: id,
        mode,
        totalCount: offers.length,
        createdAt,
        expiresAt: new Date(expiries.length ? Math.min(...expiries) : createdAt.getTime() + EMPTY_SEARCH_TTL_MS),
      };
      const facts = offers.map(({ offer, minor }) => ({
        id: offer.id,
        totalAmountMinor: minor,
        currency: offer.total_currency,
        facts: offerFactsOf(offer),
      }));
      const suppliers = new Map(offers.map(({ offer }) => [offer.id, offer]));
      const listed = { request, facts, suppliers };
      let locked = () => undefined as void;
      const storingLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const stored = store(
        listed,
        offers.map(({ offer }) => offer),
        locked,
      );
      storing.add(stored);
      stored
        .catch((error: unknown) => logger.error({ err: error, offerRequestId: id }, 'could not store a new search'))
        .finally(() => storing.delete(stored));
      // Answered once the search's storing lock is held (one round trip), so that another replica
      // asked for it meanwhile waits for these offers rather than searching again.
      await Promise.race([storingLocked, stored.catch(() => undefined)]);
      return { ...listed, stored };
    },

    /** Once every search this instance is storing now is stored (or failed). */
    untilStored: async (): Promise<void> => {
      await Promise.allSettled([...storing]);
    },
  };
};
