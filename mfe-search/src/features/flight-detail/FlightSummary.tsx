import {
  Box,
  Divider,
  Paper,
  Stack,
  Typography,
  formatCardDate,
  formatDuration,
  formatStops,
  formatTime,
  type FlightOffer,
} from '@portal/platform';
import { sliceAirlines, sliceLabel } from './sliceFacts';

/** The detail's 'Flight Summary': per slice the route, dates and times, airlines, stops and duration. */
export const FlightSummary = ({ offer }: { offer: FlightOffer }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="flight-summary-heading">
    <Typography variant="h6" component="h2" id="flight-summary-heading" gutterBottom>
      Flight Summary
    </Typography>
    <Stack divider={<Divider />} spacing={2}>
      {offer.slices.map((slice, index) => {
        const first = slice.segments[0];
        const last = slice.segments[slice.segments.length - 1];
        return (
          <Box key={slice.id} role="group" aria-label={sliceLabel(index, offer.slices)}>
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
              {sliceLabel(index, offer.slices)} · {formatCardDate(first?.departing_at)}
            </Typography>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {slice.origin.city_name} ({slice.origin.iata_code}) → {slice.destination.city_name} (
              {slice.destination.iata_code})
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatTime(first?.departing_at)} {formatCardDate(first?.departing_at)} – {formatTime(last?.arriving_at)}{' '}
              {formatCardDate(last?.arriving_at)}
            </Typography>
            <Typography variant="body2">
              {sliceAirlines(slice)} · {formatStops(Math.max(0, slice.segments.length - 1))} ·{' '}
              {formatDuration(slice.duration)}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  </Paper>
);
