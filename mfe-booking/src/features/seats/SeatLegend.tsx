import { Box, Stack, Typography } from '@portal/platform';
import { SEAT_LOOKS, SEAT_MARKS } from './SelectableSeat';
import type { SeatState } from './seatSelection';

const ENTRIES: [SeatState, string][] = [
  ['available', 'Free'],
  ['paid', 'Paid seat'],
  ['mine', 'Selected'],
  ['other', 'Another passenger'],
  ['taken', 'Taken'],
];

/** What the seat looks mean: each has a mark besides its colour. */
export const SeatLegend = () => (
  <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label="Seat legend" role="list">
    {ENTRIES.map(([state, label]) => (
      <Stack key={state} direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="listitem">
        <Box aria-hidden sx={{ ...SEAT_LOOKS[state], width: 18, height: 18, border: 2, borderStyle: SEAT_MARKS[state].borderStyle, borderRadius: 0.5, display: 'grid', placeItems: 'center', fontSize: 10, lineHeight: 1 }}>
          {SEAT_MARKS[state].mark}
        </Box>
        <Typography variant="caption">{label}</Typography>
      </Stack>
    ))}
  </Stack>
);
