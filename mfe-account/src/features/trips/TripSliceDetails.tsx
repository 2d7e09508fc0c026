import {
  Box,
  Stack,
  Typography,
  formatFullDate,
  formatStopsFromSegments,
  formatTime,
  type TripSlice,
} from '@portal/platform';
import { arrivalOf, departureOf, placeLabel } from './tripSummary';

/** One slice in the details dialog: its label (Outbound, Return, Flight N), times, cities, codes, stops or Non-stop. */
export const TripSliceDetails = ({ slice, label }: { slice: TripSlice; label: string }) => {
  const departure = departureOf(slice);
  const arrival = arrivalOf(slice);
  return (
    <Box component="section" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" component="h4">
          {label}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatFullDate(departure)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h6" component="p">
            {formatTime(departure)}
          </Typography>
          <Typography variant="body2">{placeLabel(slice.origin)}</Typography>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {formatStopsFromSegments(slice.segments.length)}
        </Typography>
        <Box sx={{ textAlign: 'right' }}>
          <Typography variant="h6" component="p">
            {formatTime(arrival)}
          </Typography>
          <Typography variant="body2">{placeLabel(slice.destination)}</Typography>
        </Box>
      </Stack>
    </Box>
  );
};
