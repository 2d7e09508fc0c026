import { formatPrice, type SeatElement, type SeatMap, type SeatSelection } from '@portal/platform';
import { toCents } from '@portal/platform/money';

export type SeatService = SeatElement['available_services'][number];
export type SeatState = 'taken' | 'available' | 'paid' | 'mine' | 'other';

/** What a passenger without a seat on a flight shows (seats are optional). */
export const NO_SEAT = 'No seat selected';

/** The seat's service for this passenger (Duffel lists one per passenger who may sit there). */
export const serviceFor = (seat: SeatElement, passengerId: string | undefined): SeatService | undefined =>
  seat.available_services.find((service) => service.passenger_id === passengerId);

export const isPaid = (service: SeatService | undefined): boolean =>
  Boolean(service && toCents(service.total_amount) > 0);

export const selectionAt = (selections: SeatSelection[], segmentId: string, designator: string | undefined) =>
  selections.find((selection) => selection.segmentId === segmentId && selection.designator === designator);

/**
 * How a seat looks to the passenger being seated: chosen by them ('mine'), by a fellow
 * passenger ('other'), free or paid for them, or taken (unavailable, or not sold to them).
 */
export const seatState = (
  seat: SeatElement,
  segmentId: string,
  passengerId: string | undefined,
  selections: SeatSelection[],
): SeatState => {
  const chosen = selectionAt(selections, segmentId, seat.designator);
  if (chosen) return chosen.passengerId === passengerId ? 'mine' : 'other';
  const service = serviceFor(seat, passengerId);
  if (!seat.available || !service) return 'taken';
  return isPaid(service) ? 'paid' : 'available';
};

/**
 * A click on a seat for a passenger: chosen again, it is released; otherwise it becomes that
 * passenger's seat on this segment (replacing their previous one, and taken from a fellow
 * passenger who had it). Null when the seat cannot be sold to this passenger.
 */
export const assignSeat = (
  selections: SeatSelection[],
  segmentId: string,
  passengerId: string,
  seat: SeatElement,
): SeatSelection[] | null => {
  const chosen = selectionAt(selections, segmentId, seat.designator);
  if (chosen?.passengerId === passengerId) return selections.filter((selection) => selection !== chosen);
  const service = serviceFor(seat, passengerId);
  if (!seat.available || !service || !seat.designator) return null;
  const others = selections.filter(
    (selection) =>
      selection !== chosen && !(selection.segmentId === segmentId && selection.passengerId === passengerId),
  );
  return [
    ...others,
    {
      passengerId,
      segmentId,
      serviceId: service.id,
      designator: seat.designator,
      amount: service.total_amount,
      currency: service.total_currency,
    },
  ];
};

/** A segment that has a seat map, and the seated passengers with no seat chosen on it. */
export interface LegWithoutSeats {
  segmentId: string;
  passengerIds: string[];
}

/**
 * Where no seat is chosen, segment by segment. Seats are optional on every segment and for
 * every passenger (any may be left for check-in), so this informs; it never blocks.
 */
export const legsWithoutSeats = (
  seatMaps: SeatMap[],
  passengerIds: string[],
  selections: SeatSelection[],
): LegWithoutSeats[] =>
  seatMaps
    .map((map) => ({
      segmentId: map.segment_id,
      passengerIds: passengerIds.filter(
        (id) => !selections.some((selection) => selection.segmentId === map.segment_id && selection.passengerId === id),
      ),
    }))
    .filter((leg) => leg.passengerIds.length > 0);

/** 'Seat 12A, paid seat, $25' and the like: the seat's accessible name. */
export const seatDescription = (
  seat: SeatElement,
  state: SeatState,
  passengerId: string | undefined,
  holder?: string,
): string => {
  const name = `Seat ${seat.designator ?? ''}`.trim();
  const service = serviceFor(seat, passengerId);
  if (state === 'mine' || state === 'other') return `${name}, selected for ${holder ?? 'another passenger'}`;
  if (state === 'taken') return `${name}, taken`;
  if (state === 'paid' && service)
    return `${name}, paid seat, ${formatPrice(service.total_amount, service.total_currency)}`;
  return `${name}, available, free`;
};
