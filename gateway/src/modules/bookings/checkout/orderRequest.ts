import type { FlightOffer } from '@portal/platform-common/contracts';
import type { OrderRequest } from '../../../providers/duffel/orderBody';
import { fromMinor } from '../../../providers/money';
import { toE164, type MatchedPassenger } from './checkoutPassengers';
import type { ResolvedSeat } from './checkoutPrice';

export interface CheckedCheckout {
  bookingId: string;
  offer: FlightOffer;
  passengers: MatchedPassenger[];
  seats: ResolvedSeat[];
  /** What the provider is paid: the offer and seats at supplier prices. */
  supplierMinor: bigint;
  passportsTaken: boolean;
}

/**
 * The order a checked checkout asks for: its passengers with the primary passenger's e-mail and
 * phone as everyone's contact, its seats, and the supplier total in the offer's currency.
 */
export const orderRequestFor = ({
  bookingId,
  offer,
  passengers,
  seats,
  supplierMinor,
  passportsTaken,
}: CheckedCheckout): OrderRequest => {
  const primary = passengers[0]?.passenger;
  return {
    bookingId,
    offerId: offer.id,
    passengers,
    contact: { email: primary?.email ?? '', phone: toE164(primary?.phone ?? '') ?? '' },
    serviceIds: seats.map((seat) => seat.serviceId),
    payment: { amount: fromMinor(supplierMinor, offer.total_currency), currency: offer.total_currency },
    passportsTaken,
  };
};
