import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { brandOf } from '../../http/brandContext';
import { validated } from '../../http/validate';
import { createFlexibleDatesRouter } from './flexibleDates.routes';
import type { FlightsService } from './flights.service';
import type { ProviderCallAdmission } from './providerCallLimits';

/** Duffel's ids (the sandbox's are base64url after the prefix). */
export const OFFER_ID = /^off_[A-Za-z0-9_-]{1,500}$/;
const offerParams = z.object({ id: z.string().regex(OFFER_ID, 'Offer ID is not valid') });

// Prices depend on the brand and change by the minute: never cached by a browser or a proxy.
const NO_STORE = 'no-store';

/**
 * Guests and signed-in travellers alike: no route here needs a session. New searches and offer
 * and seat-map reads are admitted per client address and session (providerCallLimits.ts).
 */
export const createFlightsRouter = (
  flights: FlightsService,
  brandContext: RequestHandler,
  admission: ProviderCallAdmission,
) => {
  const search: RequestHandler = async (req, res) => {
    const parsed = await flights.parseFlightSearch(req.method === 'GET' ? req.query : req.body);
    const page = await flights.searchPage(parsed, brandOf(req), admission.search(req, res));
    res
      .set('Cache-Control', NO_STORE)
      .set('Content-Type', 'application/json; charset=utf-8')
      .set('ETag', page.etag)
      .vary('Accept-Encoding');
    // Gzipped once when the page was made; the compression middleware leaves an encoded answer alone.
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') res.set('Content-Encoding', 'gzip').send(page.gzip);
    else res.send(page.json());
  };

  return Router()
    .use(createFlexibleDatesRouter(flights, brandContext, admission))
    .post('/api/flights/search', brandContext, search)
    .get('/api/flights/search', brandContext, search)
    .get(
      '/api/flights/offer/:id',
      validated({ params: offerParams }, [brandContext], async (req, res, { params }) => {
        res
          .set('Cache-Control', NO_STORE)
          .json(await flights.offer(params.id, brandOf(req).markup, admission.offerRead(req, res)));
      }),
    )
    .get(
      '/api/flights/seatmaps/:id',
      validated({ params: offerParams }, [brandContext], async (req, res, { params }) => {
        res
          .set('Cache-Control', NO_STORE)
          .json(await flights.seatMaps(params.id, brandOf(req).markup, admission.offerRead(req, res)));
      }),
    )
    .get(
      '/api/flights/verify-offer/:id',
      validated({ params: offerParams }, async (_req, res, { params }) => {
        const { status, body } = await flights.verify(params.id);
        res.status(status).set('Cache-Control', NO_STORE).json(body);
      }),
    );
};
