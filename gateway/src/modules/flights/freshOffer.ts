import type { FlightOffer } from '@portal/platform-common/contracts';
import type { Logger } from '../../http/logger';
import type { ProviderMode } from '../../providers';
import { offerExpired, providerUnavailable } from '../../providers/duffel/duffelErrors';
import type { DuffelProviders } from '../../providers/duffel/duffelProviders';
import { mapDuffelOffer } from '../../providers/duffel/mapOffer';
import { takesPassports } from '../../providers/duffel/orderBody';
import type { OfferRecord } from './flights.repository';
import { admitAll, type Admit } from './providerCallLimits';

export type StoredOffer = Pick<OfferRecord, 'id' | 'expiresAt'> & { mode: ProviderMode };

/** An offer as the provider has it now (service and seat ids change on every fetch). */
export interface FreshOffer {
  offer: FlightOffer;
  /** The offer takes passports (domestic offers take none, and refuse them). */
  passportsTaken: boolean;
}

/**
 * The one way flights and bookings read an offer from the provider: refused with 410 once its
 * stored expiry has passed by its mode's clock, then fetched and mapped to the contract. A shape
 * the contract cannot carry is the provider failing (503), logged once here.
 */
export const createFreshOffers = ({
  duffel,
  logger,
}: {
  duffel: Pick<DuffelProviders, 'forMode' | 'clockFor'>;
  logger: Logger;
}) => {
  /** What the provider sent, through the contract; a shape we cannot read is the provider failing. */
  const fromProvider = <T>(what: string, map: () => T): T => {
    try {
      return map();
    } catch (error) {
      logger.error({ err: error, what }, 'the provider answered something the contract cannot carry');
      throw providerUnavailable(error);
    }
  };

  /** 410 OFFER_EXPIRED once the offer's expiry has passed by the clock of its mode. */
  const refuseExpired = (stored: StoredOffer): void => {
    if (stored.expiresAt.getTime() <= duffel.clockFor(stored.mode).now().getTime()) throw offerExpired();
  };

  /** The offer now: expiry checked, then `admit` (a rate limit on provider calls), then fetched. */
  const fetch = async (stored: StoredOffer, admit: Admit = admitAll): Promise<FreshOffer> => {
    refuseExpired(stored);
    await admit();
    const raw = await duffel.forMode(stored.mode).getOffer(stored.id);
    return { offer: fromProvider('offer', () => mapDuffelOffer(raw)), passportsTaken: takesPassports(raw) };
  };

  return { fetch, refuseExpired, fromProvider };
};

export type FreshOffers = ReturnType<typeof createFreshOffers>;
