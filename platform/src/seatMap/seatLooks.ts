import { formatPrice, type SeatElement, type SeatMap } from '@portal/platform';

/**
 * How a seat looks: free, paid, taken, and on the booking page also chosen for the passenger
 * being seated ('mine') or for a fellow passenger ('other').
 */
export type SeatLook = 'available' | 'paid' | 'taken' | 'mine' | 'other';

export type SeatRow = SeatMap['cabins'][number]['rows'][number];

/** Theme names per look, never a raw colour, so every brand's palette applies. */
export const SEAT_LOOKS: Record<SeatLook, { bgcolor: string; borderColor: string; color: string }> = {
  available: { bgcolor: 'background.paper', borderColor: 'success.main', color: 'text.primary' },
  paid: { bgcolor: 'background.paper', borderColor: 'secondary.main', color: 'text.primary' },
  taken: { bgcolor: 'action.disabledBackground', borderColor: 'action.disabled', color: 'text.secondary' },
  mine: { bgcolor: 'primary.main', borderColor: 'primary.main', color: 'primary.contrastText' },
  other: { bgcolor: 'action.selected', borderColor: 'primary.main', color: 'primary.main' },
};

/**
 * What each look shows besides its colour, so colour is never the only cue (WCAG 1.4.1): a mark
 * in the legend, and a border style. On the map free seats show their letter, paid ones their price.
 */
export const SEAT_MARKS: Record<SeatLook, { mark: string; borderStyle: 'solid' | 'dashed' | 'dotted' }> = {
  available: { mark: 'A', borderStyle: 'solid' },
  paid: { mark: '$', borderStyle: 'solid' },
  taken: { mark: '✕', borderStyle: 'dashed' },
  mine: { mark: '✓', borderStyle: 'solid' },
  other: { mark: '•', borderStyle: 'dotted' },
};

/** A seat's price as shown on its face. */
export interface SeatPrice {
  amount: string | number;
  currency: string;
}

/** The text on a seat: the mark of a taken or chosen seat, the price of a paid one, else its letter. */
export const seatFaceText = (
  seat: SeatElement,
  look: SeatLook,
  price: SeatPrice | null | undefined,
): string | undefined => {
  if (look === 'taken' || look === 'mine' || look === 'other') return SEAT_MARKS[look].mark;
  if (look === 'paid' && price) return formatPrice(price.amount, price.currency);
  return seat.designator?.replace(/^\d+/, '');
};

/** Duffel marks an exit row with exit_row elements at its ends. */
export const isExitRow = (row: SeatRow): boolean =>
  row.sections.some((section) => section.elements.some((element) => element.type === 'exit_row'));

const CABIN_LABELS: Record<string, string> = {
  economy: 'Economy',
  premium_economy: 'Premium Economy',
  business: 'Business',
  first: 'First Class',
};
export const cabinLabel = (cabinClass: string): string => CABIN_LABELS[cabinClass] ?? cabinClass;
