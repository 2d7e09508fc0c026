import {
  Box,
  Divider,
  Stack,
  Typography,
  formatCardDate,
  formatDuration,
  formatStops,
  formatTime,
  type Slice,
} from '@portal/platform';
import { sliceStops } from '../filters';

const Endpoint = ({
  time,
  code,
  city,
  align,
}: {
  time?: string;
  code: string;
  city: string;
  align: 'left' | 'right';
}) => (
  <Box sx={{ textAlign: align, minWidth: 0 }}>
    <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }}>
      {formatTime(time)}
    </Typography>
    <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
      {formatCardDate(time)}
    </Typography>
    <Typography variant="body2" component="p" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="strong">{code}</Box> {city}
    </Typography>
  </Box>
);

/** One slice of a card: departure, duration and stops, arrival. */
export const SliceRow = ({ slice, label }: { slice: Slice; label: string }) => {
  const first = slice.segments[0];
  const last = slice.segments[slice.segments.length - 1];

  return (
    <Box aria-label={label} role="group">
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        {label}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
          gap: 2,
          alignItems: 'center',
        }}
      >
        <Endpoint time={first?.departing_at} code={slice.origin.iata_code} city={slice.origin.city_name} align="left" />
        <Stack sx={{ alignItems: 'center', minWidth: 96 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="slice-duration">
            {formatDuration(slice.duration)}
          </Typography>
          <Divider flexItem sx={{ my: 0.5, borderColor: 'text.disabled' }} />
          <Typography
            variant="caption"
            sx={{ color: sliceStops(slice) === 0 ? 'success.dark' : 'text.secondary' }}
            data-testid="slice-stops"
          >
            {formatStops(sliceStops(slice))}
          </Typography>
        </Stack>
        <Endpoint
          time={last?.arriving_at}
          code={slice.destination.iata_code}
          city={slice.destination.city_name}
          align="right"
        />
      </Box>
    </Box>
  );
};
