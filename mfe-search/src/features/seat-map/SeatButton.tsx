import { Box, formatPrice, type SeatElement } from '@portal/platform';
import { seatDescription, seatPrice, seatStatus, type SeatStatus } from './seatStatus';

export const SEAT_SIZE = 32;

/** Theme names per status: never a raw colour (STYLE.md). */
export const SEAT_COLOURS: Record<SeatStatus, { bgcolor: string; borderColor: string; color: string }> = {
  available: { bgcolor: 'background.paper', borderColor: 'success.main', color: 'success.main' },
  paid: { bgcolor: 'background.paper', borderColor: 'secondary.main', color: 'secondary.main' },
  taken: { bgcolor: 'action.disabledBackground', borderColor: 'action.disabled', color: 'text.disabled' },
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
        {status === 'paid' && price ? formatPrice(price.amount, price.currency) : seat.designator?.replace(/^\d+/, '')}
      </Box>
    </Box>
  );
};
