import {
  Avatar,
  Box,
  Stack,
  Typography,
  formatCardDate,
  formatDuration,
  formatTime,
  type Segment,
} from '@portal/platform';

const Stop = ({ time, place }: { time: string; place: Segment['origin'] }) => (
  <Box>
    <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
      {formatTime(time)}{' '}
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        {formatCardDate(time)}
      </Typography>
    </Typography>
    <Typography variant="body2">
      {place.iata_code} · {place.name}, {place.city_name}
      {place.terminal ? ` · Terminal ${place.terminal}` : ''}
    </Typography>
  </Box>
);

/** One flight of a slice: carrier, flight number, operator, aircraft, times, airports, duration. */
export const SegmentDetails = ({ segment }: { segment: Segment }) => {
  const carrier = segment.marketing_carrier;
  const operator = segment.operating_carrier;
  const operatedByOther = operator.iata_code !== carrier.iata_code;

  return (
    <Stack spacing={1.5} data-testid="segment-details">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar
          src={carrier.logo_url ?? undefined}
          alt={carrier.name}
          variant="rounded"
          sx={{ width: 32, height: 32, bgcolor: 'action.hover', color: 'text.primary' }}
        >
          {carrier.iata_code}
        </Avatar>
        <Box>
          <Typography variant="subtitle2" component="p">
            {carrier.name} · {carrier.iata_code} {segment.flight_number}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {[operatedByOther ? `Operated by ${operator.name}` : null, segment.aircraft?.name]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      </Stack>
      <Box sx={{ borderLeft: 2, borderColor: 'divider', pl: 2, ml: 2 }}>
        <Stop time={segment.departing_at} place={segment.origin} />
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', my: 1 }}>
          Flight time {formatDuration(segment.duration)}
        </Typography>
        <Stop time={segment.arriving_at} place={segment.destination} />
      </Box>
    </Stack>
  );
};
