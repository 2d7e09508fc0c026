import { Duffel } from '@duffel/api';
import { isMultiCitySearch, type FlightSearchRequest } from '@portal/platform-common/contracts';
import type { Logger } from '../../http/logger';
import { ProviderTimeoutError, toProviderAppError } from './duffelErrors';
import { createDuffelCancellations } from './duffelCancellations';
import { createDuffelChanges } from './duffelChanges';
import { createDuffelOrders, DEFAULT_ORDER_DEADLINE_MS, LOOKUP_DEADLINE_MS } from './duffelOrders';
import type { CreateOfferRequestPassenger, DuffelOffer, DuffelSeatMap } from './duffelTypes';

export interface DuffelAdapterOptions {
  token: string;
  /** Unset: api.duffel.com. A test endpoint: its origin and a trailing slash (the slash matters). */
  basePath?: string;
  logger: Logger;
  /** Deadlines in ms: the SDK sets none, so a stalled connection would hold the request forever. */
  timeouts?: Partial<Record<'search' | 'read' | 'order' | 'lookup', number>>;
}

const DEFAULT_TIMEOUTS = { search: 45_000, read: 20_000, order: DEFAULT_ORDER_DEADLINE_MS, lookup: LOOKUP_DEADLINE_MS };
const PAGE_SIZE = 200;
/** 4000 offers: a bound on a runaway cursor, far above what one search returns. */
export const MAX_OFFER_PAGES = 20;
const MAX_PAGES = MAX_OFFER_PAGES;

/** One page of offers and the cursor of the next (null: this was the last). */
export interface DuffelOfferPage {
  offers: DuffelOffer[];
  after: string | null;
}
/** The search form gives counts, not ages: a representative age per band (a child is 2 to 11, an infant under 2). */
const CHILD_AGE = 8;
const INFANT_AGE = 1;

const withDeadline = async <T>(work: Promise<T>, ms: number, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderTimeoutError(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
};

/** Children and infants go by age: the SDK's types allow `type` only for adults. */
const passengersOf = (search: FlightSearchRequest): CreateOfferRequestPassenger[] => [
  ...Array.from({ length: search.adultsCount }, () => ({ type: 'adult' as const })),
  ...Array.from({ length: search.childrenCount }, () => ({ age: CHILD_AGE })),
  ...Array.from({ length: search.infantsCount }, () => ({ age: INFANT_AGE })),
];

const sliceOf = (origin: string, destination: string, departureDate: string) => ({
  origin,
  destination,
  departure_date: departureDate,
  departure_time: null,
  arrival_time: null,
});

/** One slice per flight: outbound and return, or each flight of a multi-city trip in order. */
const slicesOf = (search: FlightSearchRequest) =>
  isMultiCitySearch(search)
    ? search.slices.map((flight) => sliceOf(flight.origin, flight.destination, flight.departureDate))
    : [
        sliceOf(search.origin, search.destination, search.departureDate),
        ...(search.returnDate ? [sliceOf(search.destination, search.origin, search.returnDate)] : []),
      ];

/**
 * The few Duffel calls the portal makes, over the official SDK. Every failure leaves as an
 * AppError (duffelErrors.ts); what comes back is Duffel's own shape, mapped by the caller.
 */
export const createDuffelAdapter = ({ token, basePath, logger, timeouts = {} }: DuffelAdapterOptions) => {
  // An undefined option value crashes the SDK: basePath is left out rather than set to undefined.
  const duffel = new Duffel({ token, apiVersion: 'v2', ...(basePath ? { basePath } : {}) });
  const limits = { ...DEFAULT_TIMEOUTS, ...timeouts };

  const call = async <T>(what: string, kind: keyof typeof limits, work: () => Promise<T>): Promise<T> => {
    try {
      return await withDeadline(work(), limits[kind], what);
    } catch (error) {
      const mapped = toProviderAppError(error);
      const log = mapped.status >= 500 ? logger.error.bind(logger) : logger.info.bind(logger);
      log({ err: error, call: what, answer: mapped.code }, 'duffel call failed');
      throw mapped;
    }
  };

  const listPage = async (offerRequestId: string, after?: string): Promise<DuffelOfferPage> => {
    const { data, meta } = await duffel.offers.list({
      offer_request_id: offerRequestId,
      sort: 'total_amount',
      limit: PAGE_SIZE,
      ...(after ? { after } : {}),
    });
    return { offers: data, after: data.length > 0 && meta?.after ? meta.after : null };
  };

  return {
    /** Creates the offer request without its offers (they are listed page by page). */
    createOfferRequest: (search: FlightSearchRequest): Promise<{ id: string }> =>
      call('offerRequests.create', 'search', async () => {
        const { data } = await duffel.offerRequests.create({
          slices: slicesOf(search),
          passengers: passengersOf(search),
          cabin_class: search.cabinClass,
          // Duffel's default of 1 leaves many pairs (a regional airport to another continent) without offers.
          max_connections: 2,
          return_offers: false,
        });
        return { id: data.id };
      }),

    /** One page of a request's offers, cheapest first; `after` is the cursor of the next page (null on the last). */
    listOffersPage: (offerRequestId: string, after?: string): Promise<DuffelOfferPage> =>
      call('offers.list', 'search', () => listPage(offerRequestId, after)),

    /** A request's offers a page at a time, cheapest first, following the `after` cursor (the reader may stop early). */
    async *offerPages(offerRequestId: string): AsyncGenerator<DuffelOffer[]> {
      let after: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const listed = await call('offers.list', 'search', () => listPage(offerRequestId, after));
        yield listed.offers;
        if (!listed.after) return;
        after = listed.after;
      }
      logger.warn({ offerRequestId }, 'stopped listing offers after the page limit');
    },

    /** The offer as it is now, with its bookable services (their ids change on every fetch). */
    getOffer: (offerId: string): Promise<DuffelOffer> =>
      call(
        'offers.get',
        'read',
        async () => (await duffel.offers.get(offerId, { return_available_services: true })).data,
      ),

    /** One seat map per segment; an empty list means the airline sells no seats ahead. */
    getSeatMaps: (offerId: string): Promise<DuffelSeatMap[]> =>
      call('seatMaps.get', 'read', async () => (await duffel.seatMaps.get({ offer_id: offerId })).data),

    /** Orders: their outcomes are the booking saga's to decide, so they are not mapped to AppErrors. */
    orders: createDuffelOrders(duffel, logger, { orderMs: limits.order, lookupMs: limits.lookup }),

    /** Cancellations, likewise: the cancellation service decides on each outcome. */
    cancellations: createDuffelCancellations(duffel, logger),

    /** Order changes, likewise: the change saga decides on each outcome. */
    changes: createDuffelChanges(duffel, logger),
  };
};

export type DuffelAdapter = ReturnType<typeof createDuffelAdapter>;
