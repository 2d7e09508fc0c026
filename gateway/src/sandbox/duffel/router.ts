import express, { type Request, type Router } from 'express';
import type { SandboxClock } from '../clock';
import { duffelErrorHandler, notFound, offerNoLongerAvailable, unknownRoute, validationError } from './errors';
import { requireDuffelHeaders } from './headers';
import { pageOfOffers, parseListQuery } from './listOffers';
import { networkOf, AIRLINE_CODES } from './network';
import { createOfferStore, type StoredOffer } from './offerStore';
import { parseOfferRequest } from './requestBody';
import { createSandboxIds } from './sandboxIds';
import { seatMapsFor } from './seatMaps';
import { baggageServices } from './services';
import { offerRequestView } from './views';

export interface DuffelSandboxOptions {
  /** The one sandbox clock: offers expire 30 minutes after their request by it. */
  clock: SandboxClock;
  /** Signs the ids. Instances that share it read each other's ids (a fixed default: test data only). */
  secret?: string;
}

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

/**
 * An offline Duffel v2 (the subset the portal uses), mounted by the gateway at /sandbox/duffel/
 * so the real SDK, with basePath pointing there, talks to it as to Duffel. Stateless: every id
 * carries what is needed to regenerate its offers, so any instance answers for any id.
 */
export const createDuffelSandbox = ({ clock, secret = DEFAULT_SECRET }: DuffelSandboxOptions): Router => {
  const ids = createSandboxIds(secret);
  const store = createOfferStore(ids);
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

  const router = express.Router();
  router.use(express.json({ limit: '1mb' }));
  router.use(requireDuffelHeaders);

  router.post('/air/offer_requests', (req, res) => {
    const returnOffers = flag(req, 'return_offers', true);
    const generated = store.create(parseOfferRequest(req.body, clock.now()));
    res.status(201).json({ data: offerRequestView(generated, returnOffers) });
  });

  router.get('/air/offer_requests/:id', (req, res) => {
    const generated = store.forRequest(String(req.params.id));
    if (!generated) throw notFound();
    res.json({ data: offerRequestView(generated, true) });
  });

  router.get('/air/offers', (req, res) => {
    const query = parseListQuery(req.query);
    const generated = store.forRequest(queryId(req, 'offer_request_id'));
    if (!generated) throw notFound();
    res.json(pageOfOffers(generated.offers, query));
  });

  router.get('/air/offers/:id', (req, res) => {
    const stored = liveOffer(String(req.params.id));
    const offer = stored.generated.offers[stored.index];
    const withServices = flag(req, 'return_available_services', false);
    res.json({ data: { ...offer, available_services: withServices ? baggageServices(stored, ids) : [] } });
  });

  router.get('/air/seat_maps', (req, res) => {
    res.json({ data: seatMapsFor(liveOffer(queryId(req, 'offer_id')), ids) });
  });

  router.use(unknownRoute);
  router.use(duffelErrorHandler);
  return router;
};
