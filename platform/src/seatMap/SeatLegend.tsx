import { Box, Stack, Typography } from '@portal/platform';
import { SEAT_LOOKS, SEAT_MARKS, type SeatLook } from './seatLooks';

interface SeatLegendProps {
  /** The looks the map can show, each with its word, in the order to list them. */
  entries: [SeatLook, string][];
  /** Adds how an exit row looks (on maps that mark exit rows). */
  exitRow?: boolean;
}

/** What the seat looks mean: each has a mark besides its colour. */
export const SeatLegend = ({ entries, exitRow = false }: SeatLegendProps) => (
  <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label="Seat legend" role="list">
    {entries.map(([look, label]) => (
      <Stack key={look} direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="listitem">
        <Box
          aria-hidden
          sx={{
            ...SEAT_LOOKS[look],
            width: 18,
            height: 18,
            border: 2,
            borderStyle: SEAT_MARKS[look].borderStyle,
            borderRadius: 0.5,
            display: 'grid',
            placeItems: 'center',
            fontSize: 10,
            lineHeight: 1,
          }}
        >
          {SEAT_MARKS[look].mark}
        </Box>
        <Typography variant="caption">{label}</Typography>
      </Stack>
    ))}
    {exitRow && (
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="listitem">
        <Box sx={{ width: 16, height: 16, bgcolor: 'action.hover', borderRadius: 0.5 }} />
        <Typography variant="caption">Exit row</Typography>
      </Stack>
    )}
  </Stack>
);
