import { Divider, Paper, Stack, Typography, formatCardDate, formatTime, type TripData } from '@portal/platform';

const placeName = (place: { iata_code: string; city_name?: string | null }) =>
  place.city_name ? `${place.city_name} (${place.iata_code})` : place.iata_code;

/** The flights and travellers of a booking as the gateway keeps it (no card, no passport). */
export const SavedItinerary = ({ trip }: { trip: TripData }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        Itinerary
      </Typography>
      <Stack
        spacing={1.5}
        divider={<Divider flexItem />}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label="Itinerary"
      >
        {trip.slices.flatMap((slice, sliceIndex) =>
          slice.segments.map((segment, index) => (
            <Stack component="li" key={segment.id ?? `${sliceIndex}-${index}`} spacing={0.25}>
              <Typography sx={{ fontWeight: 600 }}>
                {placeName(segment.origin)} → {placeName(segment.destination)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {formatCardDate(segment.departing_at)} · {formatTime(segment.departing_at)} –{' '}
                {formatTime(segment.arriving_at)}
              </Typography>
            </Stack>
          )),
        )}
      </Stack>
      <Typography variant="h6" component="h3">
        Passengers
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }} aria-label="Passengers">
        {trip.passengers.map((passenger, index) => (
          <Typography component="li" key={passenger.id ?? index}>
            {passenger.given_name} {passenger.family_name}
          </Typography>
        ))}
      </Stack>
    </Stack>
  </Paper>
);
