import { Box, formatPrice, type SeatElement } from '@portal/platform';
import { serviceFor, type SeatState } from './seatSelection';

export const SEAT_SIZE = 36;

/** Theme names per state: never a raw colour (STYLE.md). */
export const SEAT_LOOKS: Record<SeatState, { bgcolor: string; borderColor: string; color: string }> = {
  available: { bgcolor: 'background.paper', borderColor: 'success.main', color: 'success.main' },
  paid: { bgcolor: 'background.paper', borderColor: 'secondary.main', color: 'secondary.main' },
  taken: { bgcolor: 'action.disabledBackground', borderColor: 'action.disabled', color: 'text.disabled' },
  mine: { bgcolor: 'primary.main', borderColor: 'primary.main', color: 'primary.contrastText' },
  other: { bgcolor: 'action.selected', borderColor: 'primary.main', color: 'primary.main' },
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
  const label = state === 'paid' && service ? formatPrice(service.total_amount, service.total_currency) : seat.designator?.replace(/^\d+/, '');
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
