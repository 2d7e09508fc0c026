import type { FlightOffer, SeatSelection } from '@portal/platform';
import { fromCents, toCents } from '@portal/platform/money';

export const seatsTotal = (seats: SeatSelection[]): string =>
  fromCents(seats.reduce((sum, seat) => sum + toCents(seat.amount), 0));

/** What the traveller pays: the offer's total plus the chosen seats. */
export const checkoutTotal = (offer: Pick<FlightOffer, 'total_amount'>, seats: SeatSelection[]): string =>
  fromCents(toCents(offer.total_amount) + toCents(seatsTotal(seats)));
