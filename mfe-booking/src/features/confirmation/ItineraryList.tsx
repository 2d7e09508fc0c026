import { Divider, Stack, Typography, formatCardDate, formatTime, type FlightOffer } from '@portal/platform';

/** Every flight of the booking: route, date, times and flight number. */
export const ItineraryList = ({ offer }: { offer: FlightOffer }) => (
  <Stack
    spacing={1.5}
    divider={<Divider flexItem />}
    component="ul"
    sx={{ listStyle: 'none', p: 0, m: 0 }}
    aria-label="Itinerary"
  >
    {offer.slices.flatMap((slice) =>
      slice.segments.map((segment) => (
        <Stack component="li" key={segment.id} spacing={0.25}>
          <Typography sx={{ fontWeight: 600 }}>
            {segment.origin.city_name} ({segment.origin.iata_code}) → {segment.destination.city_name} (
            {segment.destination.iata_code})
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatCardDate(segment.departing_at)} · {formatTime(segment.departing_at)} –{' '}
            {formatTime(segment.arriving_at)} · {segment.marketing_carrier.name} {segment.marketing_carrier.iata_code}{' '}
            {segment.flight_number}
          </Typography>
        </Stack>
      )),
    )}
  </Stack>
);
