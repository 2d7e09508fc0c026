import { Box, type SeatElement } from '@portal/platform';
import { SEAT_LOOKS, SEAT_MARKS, seatFaceText, type SeatLook, type SeatPrice } from './seatLooks';

/** Seat sizes in pixels: the search detail's map only shows; the booking page's seats are targets to click. */
export const SHOWN_SEAT_SIZE = 32;
export const SELECTABLE_SEAT_SIZE = 36;

const seatShape = (look: SeatLook, size: number) => ({
  ...SEAT_LOOKS[look],
  borderStyle: SEAT_MARKS[look].borderStyle,
  width: size,
  height: size,
  p: 0,
  border: 2,
  borderRadius: 1,
  borderTopLeftRadius: 8,
  borderTopRightRadius: 8,
  font: 'inherit',
  fontSize: 10,
});

interface SeatProps {
  seat: SeatElement;
  look: SeatLook;
  /** The price on the face of a paid seat. */
  price: SeatPrice | null | undefined;
  /** The seat's accessible name and title, e.g. 'Seat 12C, paid seat, $25'. */
  description: string;
}

/**
 * One seat, read-only: a disabled button named by its description. The title sits on a wrapper
 * because browsers show no tooltip for a disabled control.
 */
export const ShownSeat = ({ seat, look, price, description }: SeatProps) => (
  <Box
    component="span"
    title={description}
    sx={{ display: 'inline-flex' }}
    data-seat={seat.designator}
    data-status={look}
  >
    <Box
      component="button"
      type="button"
      disabled
      aria-label={description}
      sx={{ ...seatShape(look, SHOWN_SEAT_SIZE), lineHeight: 1, cursor: 'default' }}
    >
      {seatFaceText(seat, look, price)}
    </Box>
  </Box>
);

/** One seat to choose: a toggle button, pressed when it is the seated passenger's; a taken seat is disabled. */
export const SelectableSeat = ({
  seat,
  look,
  price,
  description,
  onSelect,
}: SeatProps & { onSelect: (seat: SeatElement) => void }) => (
  <Box
    component="button"
    type="button"
    disabled={look === 'taken'}
    aria-pressed={look === 'mine'}
    aria-label={description}
    title={description}
    data-seat={seat.designator}
    data-state={look}
    onClick={() => onSelect(seat)}
    sx={{
      ...seatShape(look, SELECTABLE_SEAT_SIZE),
      fontWeight: look === 'mine' ? 700 : 400,
      lineHeight: 1,
      cursor: look === 'taken' ? 'not-allowed' : 'pointer',
      '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
    }}
  >
    {seatFaceText(seat, look, price)}
  </Box>
);
