import type { FlightOffer, SeatSelection } from '@portal/platform-common/contracts';
import type { ProviderMode } from '../../../providers';
import { offerSoldOut } from '../../../providers/duffel/duffelErrors';
import type { OfferRecord } from '../../flights/flights.repository';
import type { Reshopper } from '../../flights/reshop';
import type { BookingsRepository } from '../bookings.repository';

type LiveOffer = OfferRecord & { mode: ProviderMode };

/**
 * The offer a checkout orders: the one chosen, unless another booking took its offer request (a
 * shared search's offers are everybody's until one is booked); then the same flights shopped
 * again for this traveller, or 409 OFFER_SOLD_OUT when they are no longer sold. Before any money moves.
 */
export const createOfferChoice =
  ({ repository, reshopper }: { repository: Pick<BookingsRepository, 'offerRequestTaken'>; reshopper: Reshopper }) =>
  async (chosen: LiveOffer, bookingId: string): Promise<LiveOffer> => {
    if (!(await repository.offerRequestTaken(chosen.id, bookingId))) return chosen;
    const fresh = await reshopper.reshop(chosen);
    if (!fresh) throw offerSoldOut();
    return fresh;
  };

/**
 * Seats chosen on one offer, as the same seats on its re-shopped twin: segments by their place in
 * the journey, passengers by their place in the party (the twin lists both in the same order).
 */
export const seatsOnTwin = (seats: SeatSelection[], from: FlightOffer, to: FlightOffer): SeatSelection[] => {
  const segmentIds = new Map(
    from.slices.flatMap((slice, i) =>
      slice.segments.map((segment, j) => [segment.id, to.slices[i]?.segments[j]?.id ?? segment.id] as const),
    ),
  );
  const passengerIds = new Map(
    from.passengers.map((passenger, i) => [passenger.id, to.passengers[i]?.id ?? passenger.id] as const),
  );
  return seats.map((seat) => ({
    ...seat,
    segmentId: segmentIds.get(seat.segmentId) ?? seat.segmentId,
    passengerId: passengerIds.get(seat.passengerId) ?? seat.passengerId,
  }));
};
