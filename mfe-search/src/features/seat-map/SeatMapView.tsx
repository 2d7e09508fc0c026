import { Box, Paper, Stack, Typography, type SeatMap } from '@portal/platform';
import { SeatLegend } from './SeatLegend';
import { SeatRow } from './SeatRow';
import { cabinLabel } from './seatStatus';

interface SeatMapViewProps {
  seatMap: SeatMap;
  /** What the map is for, e.g. 'JFK → LAX · AA 100'. */
  title: string;
}

/**
 * A read-only seat map of one segment: a grid per cabin, seats showing whether they are free,
 * paid (with the price) or taken. The booking module builds its own selectable map.
 */
export const SeatMapView = ({ seatMap, title }: SeatMapViewProps) => (
  <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="seat-map" aria-label={`Seat map ${title}`} component="section">
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <SeatLegend />
      {seatMap.cabins.map((cabin, index) => (
        <Box key={`${cabin.cabin_class}-${cabin.deck}-${index}`}>
          <Typography variant="overline" component="h4" sx={{ color: 'text.secondary' }}>
            {cabinLabel(cabin.cabin_class)}
            {cabin.deck > 0 ? ' · Upper deck' : ''}
          </Typography>
          <Box sx={{ overflowX: 'auto', pb: 1 }}>
            <Stack spacing={0.25} sx={{ width: 'max-content', mx: 'auto' }} data-testid="seat-grid">
              {cabin.rows.map((row, rowIndex) => (
                <SeatRow key={row.number ?? `row-${rowIndex}`} row={row} />
              ))}
            </Stack>
          </Box>
        </Box>
      ))}
    </Stack>
  </Paper>
);
