import { Paper, Stack, Typography, type SeatMap } from '@portal/platform';
import { SeatCabins, SeatLegend, ShownSeat } from '@portal/platform/seat-map';
import { seatDescription, seatPrice, seatStatus, STATUS_LABELS, type SeatStatus } from './seatStatus';

const LEGEND: [SeatStatus, string][] = (['available', 'paid', 'taken'] as const).map((status) => [
  status,
  STATUS_LABELS[status],
]);

interface SeatMapViewProps {
  seatMap: SeatMap;
  /** What the map is for, e.g. 'JFK → LAX · AA 100'. */
  title: string;
}

/**
 * A read-only seat map of one segment: a grid per cabin, seats showing whether they are free,
 * paid (with the price) or taken. The booking page selects seats on the same kit.
 */
export const SeatMapView = ({ seatMap, title }: SeatMapViewProps) => (
  <Paper
    variant="outlined"
    sx={{ p: { xs: 1.5, sm: 2 } }}
    data-testid="seat-map"
    aria-label={`Seat map ${title}`}
    component="section"
  >
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <SeatLegend entries={LEGEND} exitRow />
      <SeatCabins
        seatMap={seatMap}
        mode="show"
        renderSeat={(seat) => (
          <ShownSeat seat={seat} look={seatStatus(seat)} price={seatPrice(seat)} description={seatDescription(seat)} />
        )}
      />
    </Stack>
  </Paper>
);
