import type { FlightOffer, SeatSelection } from '@portal/platform';

/**
 * Prices arrive as decimal strings ('450.00'); sums are made in integer minor units so that no
 * float ever reaches a total the traveller is charged.
 */
export const toMinor = (amount: string): number => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return Number.NaN;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** Minor units as a 2-decimal string: 47500 → '475.00'. */
export const fromMinor = (minor: number): string => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

export const seatsTotal = (seats: SeatSelection[]): string => fromMinor(seats.reduce((sum, seat) => sum + toMinor(seat.amount), 0));

/** What the traveller pays: the offer's total plus the chosen seats. */
export const checkoutTotal = (offer: Pick<FlightOffer, 'total_amount'>, seats: SeatSelection[]): string =>
  fromMinor(toMinor(offer.total_amount) + toMinor(seatsTotal(seats)));
