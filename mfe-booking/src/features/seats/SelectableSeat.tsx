import { Box, formatPrice, type SeatElement } from '@portal/platform';
import { serviceFor, type SeatState } from './seatSelection';

export const SEAT_SIZE = 36;

/** Theme names per state: never a raw colour (STYLE.md). */
export const SEAT_LOOKS: Record<SeatState, { bgcolor: string; borderColor: string; color: string }> = {
  available: { bgcolor: 'background.paper', borderColor: 'success.main', color: 'success.main' },
  paid: { bgcolor: 'background.paper', borderColor: 'secondary.main', color: 'secondary.main' },
  taken: { bgcolor: 'action.disabledBackground', borderColor: 'action.disabled', color: 'text.secondary' },
  mine: { bgcolor: 'primary.main', borderColor: 'primary.main', color: 'primary.contrastText' },
  other: { bgcolor: 'action.selected', borderColor: 'primary.main', color: 'primary.main' },
};

/** What each state shows besides its colour (WCAG 1.4.1); free seats show their letter, paid ones their price. */
export const SEAT_MARKS: Record<SeatState, { mark: string; borderStyle: 'solid' | 'dashed' | 'dotted' }> = {
  available: { mark: 'A', borderStyle: 'solid' },
  paid: { mark: '$', borderStyle: 'solid' },
  taken: { mark: '✕', borderStyle: 'dashed' },
  mine: { mark: '✓', borderStyle: 'solid' },
  other: { mark: '•', borderStyle: 'dotted' },
};

const seatText = (seat: SeatElement, state: SeatState, service: ReturnType<typeof serviceFor>): string | undefined => {
  if (state === 'taken' || state === 'mine' || state === 'other') return SEAT_MARKS[state].mark;
  if (state === 'paid' && service) return formatPrice(service.total_amount, service.total_currency);
  return seat.designator?.replace(/^\d+/, '');
};

interface SelectableSeatProps {
  seat: SeatElement;
  state: SeatState;
  passengerId: string | undefined;
  description: string;
  onSelect: (seat: SeatElement) => void;
}

/** One seat of the selectable map: a toggle button named by its designator, state and price. */
export const SelectableSeat = ({ seat, state, passengerId, description, onSelect }: SelectableSeatProps) => {
  const service = serviceFor(seat, passengerId);
  const label = seatText(seat, state, service);
  return (
    <Box
      component="button"
      type="button"
      disabled={state === 'taken'}
      aria-pressed={state === 'mine'}
      aria-label={description}
      title={description}
      data-seat={seat.designator}
      data-state={state}
      onClick={() => onSelect(seat)}
      sx={{
        ...SEAT_LOOKS[state],
        borderStyle: SEAT_MARKS[state].borderStyle,
        width: SEAT_SIZE,
        height: SEAT_SIZE,
        p: 0,
        border: 2,
        borderRadius: 1,
        borderTopLeftRadius: 8,
        borderTopRightRadius: 8,
        font: 'inherit',
        fontSize: 10,
        fontWeight: state === 'mine' ? 700 : 400,
        lineHeight: 1,
        cursor: state === 'taken' ? 'not-allowed' : 'pointer',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {label}
    </Box>
  );
};
