import { Alert, AlertTitle, Box, Typography, type FlightOffer, type SeatMap } from '@portal/platform';
import type { SeatedPassenger } from './PassengerPicker';
import { segmentRoute } from '../../shared/segmentRoute';
import { NO_SEAT, type LegWithoutSeats } from './seatSelection';

interface MissingSeatsNoteProps {
  offer: FlightOffer;
  seatMaps: SeatMap[];
  passengers: SeatedPassenger[];
  legs: LegWithoutSeats[];
}

/**
 * Which flights (and, when only some are seated, whose seats) are left for check-in: said once
 * a seat is chosen, so nobody pays thinking every flight is covered; continuing stays allowed.
 */
export const MissingSeatsNote = ({ offer, seatMaps, passengers, legs }: MissingSeatsNoteProps) => {
  const routeOf = (segmentId: string) =>
    segmentRoute(
      offer,
      segmentId,
      seatMaps.findIndex((map) => map.segment_id === segmentId),
    );
  const whom = (leg: LegWithoutSeats) =>
    leg.passengerIds.length === passengers.length
      ? ''
      : ` for ${leg.passengerIds.map((id) => passengers.find((passenger) => passenger.id === id)?.name ?? 'a passenger').join(', ')}`;
  return (
    // A note, not an alert: it changes with every click and must not interrupt a screen reader.
    <Alert severity="info" role="note" aria-labelledby="missing-seats-title">
      <AlertTitle id="missing-seats-title">Seats left for check-in</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {legs.map((leg) => (
          <Typography component="li" variant="body2" key={leg.segmentId}>
            {routeOf(leg.segmentId)} · {NO_SEAT}
            {whom(leg)}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        The airline assigns these seats at check-in. You can continue to payment.
      </Typography>
    </Alert>
  );
};
