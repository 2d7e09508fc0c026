import { Box, Stack, Typography } from '@portal/platform';
import { SEAT_COLOURS, SEAT_MARKS } from './SeatButton';
import { STATUS_LABELS, type SeatStatus } from './seatStatus';

const STATUSES: SeatStatus[] = ['available', 'paid', 'taken'];

/** What the seat looks mean (each has a mark besides its colour), and how exit rows look. */
export const SeatLegend = () => (
  <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label="Seat legend" role="list">
    {STATUSES.map((status) => (
      <Stack key={status} direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="listitem">
        <Box aria-hidden sx={{ ...SEAT_COLOURS[status], width: 18, height: 18, border: 2, borderStyle: SEAT_MARKS[status].borderStyle, borderRadius: 0.5, display: 'grid', placeItems: 'center', fontSize: 10, lineHeight: 1 }}>
          {SEAT_MARKS[status].mark}
        </Box>
        <Typography variant="caption">{STATUS_LABELS[status]}</Typography>
      </Stack>
    ))}
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="listitem">
      <Box sx={{ width: 16, height: 16, bgcolor: 'action.hover', borderRadius: 0.5 }} />
      <Typography variant="caption">Exit row</Typography>
    </Stack>
  </Stack>
);
