import { Box, Stack, Typography } from '@portal/platform';
import { SEAT_LOOKS } from './SelectableSeat';
import type { SeatState } from './seatSelection';

const ENTRIES: [SeatState, string][] = [
  ['available', 'Free'],
  ['paid', 'Paid seat'],
  ['mine', 'Selected'],
  ['other', 'Another passenger'],
  ['taken', 'Taken'],
];

/** What the seat looks mean. */
export const SeatLegend = () => (
  <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label="Seat legend" role="list">
    {ENTRIES.map(([state, label]) => (
      <Stack key={state} direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="listitem">
        <Box sx={{ ...SEAT_LOOKS[state], width: 16, height: 16, border: 2, borderRadius: 0.5 }} />
        <Typography variant="caption">{label}</Typography>
      </Stack>
    ))}
  </Stack>
);
