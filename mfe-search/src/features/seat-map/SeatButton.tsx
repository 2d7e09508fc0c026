import { Box, formatPrice, type SeatElement } from '@portal/platform';
import { seatDescription, seatPrice, seatStatus, type SeatStatus } from './seatStatus';

export const SEAT_SIZE = 32;

/** Theme names per status: never a raw colour (STYLE.md). */
export const SEAT_COLOURS: Record<SeatStatus, { bgcolor: string; borderColor: string; color: string }> = {
  available: { bgcolor: 'background.paper', borderColor: 'success.main', color: 'success.main' },
  paid: { bgcolor: 'background.paper', borderColor: 'secondary.main', color: 'secondary.main' },
  taken: { bgcolor: 'action.disabledBackground', borderColor: 'action.disabled', color: 'text.secondary' },
};

/** What each status shows besides its colour (WCAG 1.4.1): the letter, the price, or a cross. */
export const SEAT_MARKS: Record<SeatStatus, { mark: string; borderStyle: 'solid' | 'dashed' }> = {
  available: { mark: 'A', borderStyle: 'solid' },
  paid: { mark: '$', borderStyle: 'solid' },
  taken: { mark: '✕', borderStyle: 'dashed' },
};

const seatText = (seat: SeatElement, status: SeatStatus, price: ReturnType<typeof seatPrice>): string | undefined => {
  if (status === 'taken') return SEAT_MARKS.taken.mark;
  if (status === 'paid' && price) return formatPrice(price.amount, price.currency);
  return seat.designator?.replace(/^\d+/, '');
};

/**
 * One seat, read-only here: a disabled button named by its designator, status and price. The
 * title sits on a wrapper because browsers show no tooltip for a disabled control.
 */
export const SeatButton = ({ seat }: { seat: SeatElement }) => {
  const status = seatStatus(seat);
  const description = seatDescription(seat);
  const price = seatPrice(seat);

  return (
    <Box component="span" title={description} sx={{ display: 'inline-flex' }} data-seat={seat.designator} data-status={status}>
      <Box
        component="button"
        type="button"
        disabled
        aria-label={description}
        sx={{
          ...SEAT_COLOURS[status],
          borderStyle: SEAT_MARKS[status].borderStyle,
          width: SEAT_SIZE,
          height: SEAT_SIZE,
          p: 0,
          border: 2,
          borderRadius: 1,
          borderTopLeftRadius: 8,
          borderTopRightRadius: 8,
          font: 'inherit',
          fontSize: 10,
          lineHeight: 1,
          cursor: 'default',
        }}
      >
        {seatText(seat, status, price)}
      </Box>
    </Box>
  );
};
