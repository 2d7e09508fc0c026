import { Router, type RequestHandler } from 'express';
import { brandOf } from '../../http/brandContext';
import { createFlexibleDates } from './flexibleDates';
import type { FlightsService } from './flights.service';
import type { ProviderCallAdmission } from './providerCallLimits';

/**
 * GET /api/flights/flexible-dates?<the search's query string>: the cheapest selling price of the
 * days around the search's departure. The search is checked as a search is (400 with the same
 * messages); prices change by the minute, so nothing is cached.
 */
export const createFlexibleDatesRouter = (
  flights: FlightsService,
  brandContext: RequestHandler,
  admission: ProviderCallAdmission,
) => {
  const flexibleDates = createFlexibleDates(flights);
  return Router().get('/api/flights/flexible-dates', brandContext, async (req, res) => {
    const search = await flights.parseSearch(req.query);
    const days = await flexibleDates.around(search, brandOf(req).markup, admission.flexibleDates(req, res), req.log);
    res.set('Cache-Control', 'no-store').json(days);
  });
};
