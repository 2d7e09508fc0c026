import { Op, type Sequelize, type Transaction } from 'sequelize';
import type { FlightOffer } from '@portal/platform-common/contracts';
import type { Models } from '../../db/models';
import type { ProviderMode } from '../../providers';
import { offerFactsOf, type OfferFacts } from './offerFacts';

export interface OfferRequestRecord {
  id: string;
  searchKey: string;
  providerOfferRequestId: string;
  mode: ProviderMode;
  totalCount: number;
  /** False while the provider's later pages are still being listed (by the instance that searched). */
  listingComplete: boolean;
  createdAt: Date;
  expiresAt: Date;
}

export interface OfferRecord {
  id: string;
  offerRequestId: string;
  position: number;
  supplier: FlightOffer;
  totalAmountMinor: bigint;
  currency: string;
  expiresAt: Date;
}

/** An offer as the results' filters read it: no supplier JSON. */
export interface OfferFactsRecord {
  id: string;
  totalAmountMinor: bigint;
  currency: string;
  facts: OfferFacts;
}

export type NewOfferRequest = Omit<OfferRequestRecord, 'id' | 'totalCount' | 'listingComplete'> & {
  /** False when more pages of offers are to come (`appendOffers`); true when omitted. */
  listingComplete?: boolean;
  /** The id the gateway gave the search when it answered from memory (else the database's). */
  id?: string;
  offers: Omit<OfferRecord, 'offerRequestId'>[];
};

/**
 * A new search is answered while its offers are being stored (newSearches.ts): an offer not
 * found is looked for again after these waits (ms), in case its search is being stored by
 * another replica right now (a fraction of a second), before it counts as unknown.
 */
const STORING_RETRIES_MS = [100, 200, 400];
/** pg_advisory_xact_lock(namespace, hashtext(search key)): held while a search's offers are stored. */
const SEARCH_STORING_LOCK = 727_401;
/** How long a replica waits for another one storing the same search before searching itself. */
const STORING_WAIT_MS = 5000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const createFlightsRepository = (
  { OfferRequest, StoredOffer }: Pick<Models, 'OfferRequest' | 'StoredOffer'>,
  storingRetriesMs: readonly number[] = STORING_RETRIES_MS,
) => {
  const sequelize = OfferRequest.sequelize as Sequelize;

  const plainRequest = (row: InstanceType<typeof OfferRequest>): OfferRequestRecord => {
    const { id, searchKey, providerOfferRequestId, mode, totalCount, listingComplete, createdAt, expiresAt } = row;
    return { id, searchKey, providerOfferRequestId, mode, totalCount, listingComplete, createdAt, expiresAt };
  };

  // An offer id seen before (the same Duffel request listed twice) moves to this request.
  const saveOffers = async (
    offerRequestId: string,
    offers: Omit<OfferRecord, 'offerRequestId'>[],
    transaction: Transaction,
  ): Promise<void> => {
    if (offers.length === 0) return;
    await StoredOffer.bulkCreate(
      offers.map((offer) => ({
        ...offer,
        offerRequestId,
        totalAmountMinor: offer.totalAmountMinor.toString(),
        facts: offerFactsOf(offer.supplier),
      })),
      {
        transaction,
        updateOnDuplicate: [
          'offerRequestId',
          'position',
          'supplier',
          'totalAmountMinor',
          'currency',
          'expiresAt',
          'facts',
        ],
      },
    );
  };

  const plainOffer = (row: InstanceType<typeof StoredOffer>): OfferRecord => {
    const { id, offerRequestId, position, supplier, totalAmountMinor, currency, expiresAt } = row;
    return { id, offerRequestId, position, supplier, totalAmountMinor: BigInt(totalAmountMinor), currency, expiresAt };
  };

  return {
    /** Once no replica is storing this search (waiting at most STORING_WAIT_MS for one that is). */
    async untilStoredElsewhere(searchKey: string): Promise<void> {
      await sequelize
        .transaction(async (transaction) => {
          await sequelize.query(`SET LOCAL lock_timeout = ${STORING_WAIT_MS}`, { transaction });
          await sequelize.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', {
            bind: [SEARCH_STORING_LOCK, searchKey],
            transaction,
          });
        })
        .catch(() => undefined);
    },

    /** The newest request for this search whose offers are still valid at `now`. */
    async findValidRequest(searchKey: string, now: Date): Promise<OfferRequestRecord | null> {
      const row = await OfferRequest.findOne({
        where: { searchKey, expiresAt: { [Op.gt]: now } },
        order: [['createdAt', 'DESC']],
      });
      return row && plainRequest(row);
    },

    /**
     * The request and all its offers, in one transaction holding its search's storing lock from
     * the start (`locked` is called once it is held): another replica asked for the same search
     * meanwhile waits for it in `untilStoredElsewhere` instead of searching again.
     */
    async saveRequest(
      { offers, ...request }: NewOfferRequest,
      locked: () => void = () => undefined,
    ): Promise<OfferRequestRecord> {
      return sequelize.transaction(async (transaction) => {
        await sequelize.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', {
          bind: [SEARCH_STORING_LOCK, request.searchKey],
          transaction,
        });
        locked();
        const row = await OfferRequest.create({ ...request, totalCount: offers.length }, { transaction });
        await saveOffers(row.id, offers, transaction);
        return plainRequest(row);
      });
    },

    /**
     * The later pages of a stored request's offers, under its search's storing lock like the
     * first: the request counts them, its offers expire with the earliest of them, and its
     * listing is complete. With no offers it is only marked complete (the listing failed or
     * found no more).
     */
    async appendOffers(
      request: Pick<OfferRequestRecord, 'id' | 'searchKey'>,
      offers: Omit<OfferRecord, 'offerRequestId'>[],
    ): Promise<OfferRequestRecord | null> {
      return sequelize.transaction(async (transaction) => {
        await sequelize.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', {
          bind: [SEARCH_STORING_LOCK, request.searchKey],
          transaction,
        });
        const row = await OfferRequest.findByPk(request.id, { transaction, lock: transaction.LOCK.UPDATE });
        // Pruned meanwhile (its offers expired): nothing to add to.
        if (!row) return null;
        await saveOffers(row.id, offers, transaction);
        const earliest = Math.min(row.expiresAt.getTime(), ...offers.map((offer) => offer.expiresAt.getTime()));
        await row.update(
          { totalCount: row.totalCount + offers.length, listingComplete: true, expiresAt: new Date(earliest) },
          { transaction },
        );
        return plainRequest(row);
      });
    },

    /**
     * Every offer of a request as the filters read it, in position order: the light columns in
     * one query; an offer stored before the facts column has them worked out from its supplier copy.
     */
    async factsOf(offerRequestId: string): Promise<OfferFactsRecord[]> {
      const rows = await StoredOffer.findAll({
        where: { offerRequestId },
        attributes: ['id', 'totalAmountMinor', 'currency', 'facts'],
        order: [['position', 'ASC']],
      });
      const missing = rows.filter((row) => !row.facts).map((row) => row.id);
      const older = missing.length
        ? await StoredOffer.findAll({ where: { id: missing }, attributes: ['id', 'supplier'] })
        : [];
      const worked = new Map(older.map((row) => [row.id, offerFactsOf(row.supplier)]));
      return rows.flatMap(({ id, totalAmountMinor, currency, facts }) => {
        const known = facts ?? worked.get(id);
        return known ? [{ id, totalAmountMinor: BigInt(totalAmountMinor), currency, facts: known }] : [];
      });
    },

    /** The supplier copies of these offers, in one query (a page of cards). */
    async suppliersOf(ids: string[]): Promise<Map<string, FlightOffer>> {
      if (ids.length === 0) return new Map();
      const rows = await StoredOffer.findAll({ where: { id: ids }, attributes: ['id', 'supplier'] });
      return new Map(rows.map((row) => [row.id, row.supplier]));
    },

    /** An offer with the mode of the search that found it (looked for again a few times while searches may be storing). */
    async findOffer(id: string): Promise<(OfferRecord & { mode: ProviderMode }) | null> {
      let row = await StoredOffer.findByPk(id);
      for (const wait of storingRetriesMs) {
        if (row) break;
        await pause(wait);
        row = await StoredOffer.findByPk(id);
      }
      if (!row) return null;
      const request = await OfferRequest.findByPk(row.offerRequestId);
      return request ? { ...plainOffer(row), mode: request.mode } : null;
    },

    /** The offer as the provider gave it last (its service ids and prices are the ones to book with). */
    async refreshOffer(id: string, supplier: FlightOffer, totalAmountMinor: bigint): Promise<void> {
      await StoredOffer.update(
        {
          supplier,
          totalAmountMinor: totalAmountMinor.toString(),
          currency: supplier.total_currency,
          expiresAt: new Date(supplier.expires_at),
          facts: offerFactsOf(supplier),
        },
        { where: { id } },
      );
    },

    /** Forgets searches whose offers expired before `before` (their offers go with them). */
    async pruneExpired(before: Date): Promise<number> {
      return OfferRequest.destroy({ where: { expiresAt: { [Op.lt]: before } } });
    },
  };
};

export type FlightsRepository = ReturnType<typeof createFlightsRepository>;
