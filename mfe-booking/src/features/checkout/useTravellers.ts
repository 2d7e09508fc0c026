import { useMemo } from 'react';
import type { FlightOffer, Passenger, SeatSelection } from '@portal/platform';
import { offerPassengerIds, passengerName, passengerTypesOf, type Party } from '../../shared/party';

/**
 * The passengers as each step needs them: their types, who sits (infants on a lap do not) with
 * the offer's passenger ids, names by id, and a 'Jane Doe · Seat 12A' line each.
 */
export const useTravellers = (offer: FlightOffer, party: Party, passengers: Passenger[] | null, seats: SeatSelection[]) =>
  useMemo(() => {
    const types = passengerTypesOf(party);
    const ids = offerPassengerIds(offer, types);
    const names = types.map((_, index) => passengerName(passengers, types, index));
    const seated = types.flatMap((type, index) => {
      const id = ids[index];
      return type !== 'infant_without_seat' && id ? [{ id, name: names[index]! }] : [];
    });
    const nameOf = (id: string) => names[ids.indexOf(id)] ?? 'Passenger';
    const lines = names.map((name, index) => {
      const own = seats.filter((seat) => seat.passengerId === ids[index]).map((seat) => seat.designator);
      return own.length ? `${name} · Seat ${own.join(', ')}` : name;
    });
    return { types, seated, nameOf, lines };
  }, [offer, party, passengers, seats]);
