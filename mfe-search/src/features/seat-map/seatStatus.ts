import { formatPrice, type SeatElement, type SeatMap } from '@portal/platform';

export type SeatStatus = 'available' | 'paid' | 'taken';
type Row = SeatMap['cabins'][number]['rows'][number];

/** The cheapest price offered for a seat, or null when it has none. */
export const seatPrice = (seat: SeatElement): { amount: number; currency: string } | null => {
  const prices = seat.available_services.map((service) => ({ amount: Number(service.total_amount), currency: service.total_currency })).filter((price) => Number.isFinite(price.amount));
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

/** Duffel marks an exit row with exit_row elements at its ends. */
export const isExitRow = (row: Row): boolean => row.sections.some((section) => section.elements.some((element) => element.type === 'exit_row'));

const CABIN_LABELS: Record<string, string> = { economy: 'Economy', premium_economy: 'Premium Economy', business: 'Business', first: 'First Class' };
export const cabinLabel = (cabinClass: string): string => CABIN_LABELS[cabinClass] ?? cabinClass;
