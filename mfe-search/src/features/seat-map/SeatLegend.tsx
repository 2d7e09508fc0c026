import { Box, Stack, Typography } from '@portal/platform';
import { SEAT_COLOURS } from './SeatButton';
import { STATUS_LABELS, type SeatStatus } from './seatStatus';

const STATUSES: SeatStatus[] = ['available', 'paid', 'taken'];

/** What the seat colours mean, and how exit rows look. */
export const SeatLegend = () => (
  <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label="Seat legend" role="list">
    {STATUSES.map((status) => (
      <Stack key={status} direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="listitem">
        <Box sx={{ ...SEAT_COLOURS[status], width: 16, height: 16, border: 2, borderRadius: 0.5 }} />
        <Typography variant="caption">{STATUS_LABELS[status]}</Typography>
      </Stack>
    ))}
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="listitem">
      <Box sx={{ width: 16, height: 16, bgcolor: 'action.hover', borderRadius: 0.5 }} />
      <Typography variant="caption">Exit row</Typography>
    </Stack>
  </Stack>
);
