import type { FlightOffer, SeatMap, SeatSelection } from '@portal/platform-common/contracts';
import { AppError } from '../../../http/errors';
import { fromMinor, toMinor } from '../../../providers/money';
import { sellingTotal, withPercent, type Markup } from '../../flights/pricing';
import type { MatchedPassenger } from './checkoutPassengers';

export const PRICE_CHANGED_MESSAGE = 'The price of this flight has changed. Please review the new total before paying.';

/** A chosen seat as it will be booked: the service id of the latest seat maps and its supplier price. */
export interface ResolvedSeat {
  offerPassengerId: string;
  segmentId: string;
  designator: string;
  serviceId: string;
  supplierMinor: bigint;
}

export interface CheckoutPrice {
  currency: string;
  /** What the card is charged: the marked-up offer plus the marked-up seats. */
  sellingMinor: bigint;
  /** What Duffel is paid from the balance: the offer plus the seats at supplier prices. */
  supplierMinor: bigint;
  marginMinor: bigint;
}

const seatUnavailable = (designator: string) =>
  new AppError('SEAT_UNAVAILABLE', `Seat ${designator} is no longer available. Please choose another seat.`, 409);
const invalidSeats = (message: string) =>
  new AppError('VALIDATION_ERROR', message, 400, {
    details: { issues: [{ path: ['seats'], message, code: 'custom' }] },
  });

/**
 * The seats the traveller chose, found again in the seat maps fetched now: service ids change on
 * every fetch, so each is matched by flight, seat and passenger, and the fresh id is booked.
 */
export const resolveSeats = (
  seats: SeatSelection[],
  maps: SeatMap[],
  passengers: MatchedPassenger[],
): ResolvedSeat[] => {
  const seated = new Set(
    passengers.filter((entry) => entry.passenger.type !== 'infant_without_seat').map((entry) => entry.offerPassengerId),
  );
  const taken = new Set<string>();
  return seats.map((seat) => {
    if (!seated.has(seat.passengerId))
      throw invalidSeats('Seats can only be chosen for passengers of this booking who travel in a seat.');
    const perPassenger = `${seat.segmentId}|${seat.passengerId}`;
    const perSeat = `${seat.segmentId}|${seat.designator}`;
    if (taken.has(perPassenger) || taken.has(perSeat))
      throw invalidSeats('Choose one seat per passenger on each flight, and each seat once.');
    taken.add(perPassenger).add(perSeat);
    const map = maps.find((candidate) => candidate.segment_id === seat.segmentId);
    const element = map?.cabins
      .flatMap((cabin) => cabin.rows.flatMap((row) => row.sections.flatMap((section) => section.elements)))
      .find((candidate) => candidate.type === 'seat' && candidate.designator === seat.designator);
    const service = element?.available
      ? element.available_services.find((candidate) => candidate.passenger_id === seat.passengerId)
      : undefined;
    if (!service) throw seatUnavailable(seat.designator);
    return {
      offerPassengerId: seat.passengerId,
      segmentId: seat.segmentId,
      designator: seat.designator,
      serviceId: service.id,
      supplierMinor: toMinor(service.total_amount, service.total_currency),
    };
  });
};

/** The amounts of one checkout in minor units: the markup applied once, here, as on every page. */
export const priceCheckout = (offer: FlightOffer, seats: ResolvedSeat[], markup: Markup): CheckoutPrice => {
  const currency = offer.total_currency;
  const offerMinor = toMinor(offer.total_amount, currency);
  const seatsSupplier = seats.reduce((sum, seat) => sum + seat.supplierMinor, 0n);
  const seatsSelling = seats.reduce((sum, seat) => sum + withPercent(seat.supplierMinor, markup.percent), 0n);
  const sellingMinor = sellingTotal(offerMinor, currency, markup) + seatsSelling;
  const supplierMinor = offerMinor + seatsSupplier;
  return { currency, sellingMinor, supplierMinor, marginMinor: sellingMinor - supplierMinor };
};

/**
 * 409 PRICE_CHANGED, with the new selling total, when the traveller would pay less than the price
 * now (it rose since they saw it: they are asked again before anything is charged). A price that
 * fell is no reason to ask: the card is charged the lower total (`price.sellingMinor`).
 */
export const checkAmount = (paid: { amount: string; currency: string }, price: CheckoutPrice): void => {
  let paidMinor: bigint | null;
  try {
    paidMinor = paid.currency === price.currency ? toMinor(paid.amount, paid.currency) : null;
  } catch {
    paidMinor = null;
  }
  if (paidMinor === null || paidMinor < price.sellingMinor) {
    throw new AppError('PRICE_CHANGED', PRICE_CHANGED_MESSAGE, 409, {
      details: { total_amount: fromMinor(price.sellingMinor, price.currency), total_currency: price.currency },
    });
  }
};
