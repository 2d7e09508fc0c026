import { createLogger, type FlightOffer } from '@portal/platform';
import { outboundOf } from '../filters';

const log = createLogger('mfe-search');

/** An offer without an outbound slice, or without outbound segments, is logged and not shown. */
export const displayableOffers = (offers: readonly FlightOffer[]): FlightOffer[] =>
  offers.filter((offer) => {
    if (outboundOf(offer)) return true;
    log.warn(`offer ${offer.id} has no outbound ${offer.slices[0] ? 'segments' : 'slice'}; not displayed`);
    return false;
  });
