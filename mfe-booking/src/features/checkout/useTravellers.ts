import { useMemo } from 'react';
import type { FlightOffer, Passenger, SeatSelection } from '@portal/platform';
import { offerPassengerIds, passengerName, passengerTypesOf, type Party } from '../../shared/party';
import { segmentRoute } from '../../shared/segmentRoute';

/**
 * The passengers as each step needs them: their types, who sits (infants on a lap do not) with
 * the offer's passenger ids, names by id, and a 'Jane Doe · Seat 12A' line each (with the flight
 * of each seat when there are several flights: seats are optional per flight).
 */
export const useTravellers = (
  offer: FlightOffer,
  party: Party,
  passengers: Passenger[] | null,
  seats: SeatSelection[],
) =>
  useMemo(() => {
    const types = passengerTypesOf(party);
    const ids = offerPassengerIds(offer, types);
    const names = types.map((_, index) => passengerName(passengers, types, index));
    const seated = types.flatMap((type, index) => {
      const id = ids[index];
      return type !== 'infant_without_seat' && id ? [{ id, name: names[index]! }] : [];
    });
    const nameOf = (id: string) => names[ids.indexOf(id)] ?? 'Passenger';
    const segmentIds = offer.slices.flatMap((slice) => slice.segments.map((segment) => segment.id));
    const seatText = (seat: SeatSelection) =>
      segmentIds.length > 1
        ? `${seat.designator} (${segmentRoute(offer, seat.segmentId, segmentIds.indexOf(seat.segmentId))})`
        : seat.designator;
    const lines = names.map((name, index) => {
      const own = seats
        .filter((seat) => seat.passengerId === ids[index])
        .sort((a, b) => segmentIds.indexOf(a.segmentId) - segmentIds.indexOf(b.segmentId))
        .map(seatText);
      return own.length ? `${name} · Seat ${own.join(', ')}` : name;
    });
    return { types, seated, nameOf, lines };
  }, [offer, party, passengers, seats]);
