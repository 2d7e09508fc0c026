import express, { type Request, type Router } from 'express';
import type { SandboxClock } from '@portal/sandbox-clock';
import { createCancellations } from './cancellations';
import {
  duffelErrorHandler,
  notFound,
  offerNoLongerAvailable,
  requireJsonBody,
  requireKnownRoute,
  unknownRoute,
  validationError,
} from './errors';
import {
  createCallStats,
  createFaultRunner,
  dataOf,
  type DuffelBehaviour,
  type DuffelOperation,
  type Reply,
  type RouteFactory,
} from './faults';
import { requireDuffelHeaders } from './headers';
import { pageOfOffers, parseListQuery } from './listOffers';
import { networkOf, AIRLINE_CODES } from './network';
import type { Offer } from './duffelTypes';
import { createOfferStore, type StoredOffer } from './offerStore';
import { createOrderChanges } from './orderChanges';
import { orderRoutes } from './orderRoutes';
import { createBalance, createOrders } from './orders';
import { createMemoryOrderStore, type DuffelOrderStore } from './orderStore';
import { parseOfferRequest } from './requestBody';
import { createSandboxIds } from './sandboxIds';
import { createPriceChanges } from './priceChanges';
import { seatMapsFor } from './seatMaps';
import { baggageServices } from './services';
import { offerRequestView } from './views';

export interface DuffelSandboxOptions {
  /** The one access token accepted (`duffel_test_…`): a per-deployment secret, never a guessable one. */
  token: string;
  /** The one sandbox clock: offers expire 30 minutes after their request by it. */
  clock: SandboxClock;
  /** Signs the ids. Instances that share it read each other's ids (a fixed default: test data only). */
  secret?: string;
  /** Where orders live: in memory by default; createPostgresOrderStore makes them outlive a restart. */
  orderStore?: DuffelOrderStore;
  /** Fault seam, asked before every call takes effect (orders.create: after its checks). */
  behaviour?: DuffelBehaviour | null;
  /** The starting Duffel balance that orders are paid from ('100000000.00' by default). */
  balance?: string;
}

/** Test controls of one sandbox instance (the gateway's /api/sandbox routes drive them). */
export interface DuffelSandboxControls {
  /** Calls received per operation since the start or the last reset. */
  stats(): Record<DuffelOperation, number>;
  resetStats(): void;
  /** The balance left, a Duffel amount ('99999012.40'). */
  balance(): string;
  /** Sets the balance: '0.00' makes the next order fail with insufficient_balance. */
  setBalance(amount: string): void;
  /** Replaces the fault behaviour (null: none). */
  setBehaviour(behaviour: DuffelBehaviour | null): void;
  /** Ends the calls that timeout faults hold open. */
  releaseHeldCalls(): void;
}

export type DuffelSandbox = Router & { controls: DuffelSandboxControls };

const DEFAULT_SECRET = 'duffel-sandbox-ids';

const flag = (req: Request, name: string, fallback: boolean): boolean => {
  const value = req.query[name];
  if (value === undefined) return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw validationError(`${name} must be true or false.`, name, `/${name}`);
};

const queryId = (req: Request, name: string): string => {
  const value = req.query[name];
  if (typeof value !== 'string' || value === '') throw validationError(`${name} is required.`, name, `/${name}`);
  return value;
};

const ok = (body: unknown, status = 200): Reply => ({ status, body });

/**
 * An offline Duffel v2 (the subset the portal uses), served by the gateway on a loopback listener
 * of its own so the real SDK, with basePath pointing there, talks to it as to Duffel. Searches are
 * stateless: every id carries what is needed to regenerate its offers, so any instance answers
 * for any id. Orders are the one state, kept in `orderStore`.
 */
export const createDuffelSandbox = ({
  token,
  clock,
  secret = DEFAULT_SECRET,
  orderStore,
  behaviour = null,
  balance: startingBalance,
}: DuffelSandboxOptions): DuffelSandbox => {
  const ids = createSandboxIds(secret);
  const store = createOfferStore(ids);
  const balance = createBalance(startingBalance);
  const orderStoreInUse = orderStore ?? createMemoryOrderStore();
  const prices = createPriceChanges({ searchedAt: (offerId) => ids.readOffer(offerId)?.search.createdAt ?? null });
  const orders = createOrders({ clock, ids, offers: store, store: orderStoreInUse, balance, prices });
  const cancellations = createCancellations({ clock, ids, store: orderStoreInUse, balance });
  const changes = createOrderChanges({ clock, ids, offers: store, store: orderStoreInUse, balance });
  const stats = createCallStats();
  const faults = createFaultRunner(behaviour);
  // The route networks take a moment to build: do it now rather than in the first search.
  setTimeout(() => AIRLINE_CODES.forEach((code) => networkOf(code)), 0).unref();

  // Duffel answers an expired offer and fails the booking; this sandbox refuses to hand out an
  // expired offer at all (422 offer_no_longer_available on GET offers/:id and seat maps), so the
  // portal sees expiry as early as it can. Listing an expired request's offers still works.
  const liveOffer = (offerId: string): StoredOffer => {
    const stored = store.offer(offerId);
    if (!stored) throw notFound();
    const offer = stored.generated.offers[stored.index];
    if (!offer || Date.parse(offer.expires_at) <= clock.now().getTime()) throw offerNoLongerAvailable();
    return stored;
  };

  /** A route: counted, then answered through the fault behaviour. */
  const call: RouteFactory =
    (operation, effects) =>
    async (req, res): Promise<void> => {
      stats.count(operation);
      const id = typeof req.params.id === 'string' ? req.params.id : null;
      await faults.answer({ operation, data: dataOf(req), id }, res, effects(req));
    };

  const router = express.Router();
  // Duffel's order: who is asking (401), which version (400), whether the route exists (404/405),
  // then whether the body can be read (400/413/415).
  router.use(requireDuffelHeaders(token));
  router.use(requireKnownRoute, requireJsonBody, express.json({ limit: '1mb' }));

  router.post(
    '/air/offer_requests',
    call('offer_requests.create', (req) => ({
      run: async () => {
        const returnOffers = flag(req, 'return_offers', true);
        const generated = store.create(parseOfferRequest(req.body, clock.now()));
        return ok({ data: offerRequestView(generated, returnOffers) }, 201);
      },
    })),
  );

  router.get(
    '/air/offer_requests/:id',
    call('offer_requests.get', (req) => ({
      run: async () => {
        const generated = store.forRequest(String(req.params.id));
        if (!generated) throw notFound();
        return ok({ data: offerRequestView(generated, true) });
      },
    })),
  );

  router.get(
    '/air/offers',
    call('offers.list', (req) => ({
      soldOut: () => ok({ data: [], meta: { limit: parseListQuery(req.query).limit, after: null, before: null } }),
      run: async () => {
        const query = parseListQuery(req.query);
        const generated = store.forRequest(queryId(req, 'offer_request_id'));
        if (!generated) throw notFound();
        return ok(pageOfOffers(generated.offers, query));
      },
    })),
  );

  router.get(
    '/air/offers/:id',
    call('offers.get', (req) => ({
      reprice: (percent: number) => prices.change(String(req.params.id), percent),
      run: async () => {
        const stored = liveOffer(String(req.params.id));
        const offer = prices.priced(stored.generated.offers[stored.index] as Offer, clock.now());
        const withServices = flag(req, 'return_available_services', false);
        return ok({ data: { ...offer, available_services: withServices ? baggageServices(stored, ids) : [] } });
      },
    })),
  );

  router.get(
    '/air/seat_maps',
    call('seat_maps.get', (req) => ({
      run: async () => ok({ data: seatMapsFor(liveOffer(queryId(req, 'offer_id')), ids) }),
    })),
  );

  router.use(orderRoutes({ clock, orders, cancellations, changes, orderStore: orderStoreInUse, faults, stats, call }));

  router.use(unknownRoute);
  router.use(duffelErrorHandler);

  const controls: DuffelSandboxControls = {
    stats: stats.snapshot,
    resetStats: stats.reset,
    balance: balance.amount,
    setBalance: balance.set,
    setBehaviour: faults.setBehaviour,
    releaseHeldCalls: faults.releaseHeld,
  };
  return Object.assign(router, { controls });
};
