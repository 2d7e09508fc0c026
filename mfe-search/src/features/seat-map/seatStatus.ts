import { formatPrice, type SeatElement } from '@portal/platform';

/** What the search detail's read-only map tells of a seat (the booking page also shows chosen seats). */
export type SeatStatus = 'available' | 'paid' | 'taken';

/** The cheapest price offered for a seat, or null when it has none. */
export const seatPrice = (seat: SeatElement): { amount: number; currency: string } | null => {
  const prices = seat.available_services
    .map((service) => ({ amount: Number(service.total_amount), currency: service.total_currency }))
    .filter((price) => Number.isFinite(price.amount));
  if (prices.length === 0) return null;
  return prices.reduce((lowest, price) => (price.amount < lowest.amount ? price : lowest));
};

/** Taken when not available; paid when available at a price above zero; otherwise available. */
export const seatStatus = (seat: SeatElement): SeatStatus => {
  if (!seat.available) return 'taken';
  return (seatPrice(seat)?.amount ?? 0) > 0 ? 'paid' : 'available';
};

export const STATUS_LABELS: Record<SeatStatus, string> = { available: 'Available', paid: 'Paid seat', taken: 'Taken' };

/** 'Seat 12C, paid seat, $25' and the like: the seat's title and accessible name. */
export const seatDescription = (seat: SeatElement): string => {
  const status = seatStatus(seat);
  const price = seatPrice(seat);
  const parts = [`Seat ${seat.designator ?? ''}`.trim(), STATUS_LABELS[status].toLowerCase()];
  if (status === 'paid' && price) parts.push(formatPrice(price.amount, price.currency));
  if (status === 'available') parts.push('free');
  return parts.join(', ');
};
