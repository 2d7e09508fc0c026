import {
  Alert,
  AlertTitle,
  Button,
  CircularProgress,
  Stack,
  Typography,
  useGetSeatMapsQuery,
  type FlightOffer,
  type SeatSelection,
} from '@portal/platform';
import { MissingSeatsNote } from './MissingSeatsNote';
import type { SeatedPassenger } from './PassengerPicker';
import { SeatSelector } from './SeatSelector';
import { legsWithoutSeats } from './seatSelection';

interface SeatsStepProps {
  offer: FlightOffer;
  /** The passengers who sit (infants on a lap have no seat), with the offer's ids. */
  passengers: SeatedPassenger[];
  seats: SeatSelection[];
  onSeatsChange: (seats: SeatSelection[]) => void;
  onContinue: () => void;
  /** Goes on without seats. */
  onSkip: () => void;
}

const WITHOUT_SEATS = 'You can continue without selecting seats; seats will be assigned at check-in.';

/** Step 2: optional seats on every segment that has a seat map: any flights, any passengers, or none. */
export const SeatsStep = ({ offer, passengers, seats, onSeatsChange, onContinue, onSkip }: SeatsStepProps) => {
  const { data: seatMaps, isLoading, isError } = useGetSeatMapsQuery(offer.id);

  if (isLoading) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }} role="status">
        <CircularProgress size={24} />
        <Typography>Loading seat maps...</Typography>
      </Stack>
    );
  }
  if (isError || !seatMaps || seatMaps.length === 0 || passengers.length === 0) {
    return (
      <Stack spacing={2}>
        <Alert severity={isError ? 'warning' : 'info'}>
          <AlertTitle>
            {isError ? 'Seat Selection Unavailable' : 'Seat maps are not available for this flight'}
          </AlertTitle>
          {isError ? `We could not load the seat maps. ${WITHOUT_SEATS}` : WITHOUT_SEATS}
        </Alert>
        <Button variant="contained" size="large" onClick={onSkip} sx={{ alignSelf: 'flex-end' }}>
          Continue to Payment
        </Button>
      </Stack>
    );
  }

  const missing = legsWithoutSeats(
    seatMaps,
    passengers.map((passenger) => passenger.id),
    seats,
  );

  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>
        Seat selection is optional. Choose seats on any of your flights, for any of your passengers; seats not chosen
        are assigned at check-in.
      </Typography>
      <SeatSelector
        offer={offer}
        seatMaps={seatMaps}
        passengers={passengers}
        selections={seats}
        onChange={onSeatsChange}
      />
      {seats.length > 0 && missing.length > 0 && (
        <MissingSeatsNote offer={offer} seatMaps={seatMaps} passengers={passengers} legs={missing} />
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" size="large" onClick={onSkip}>
          Skip seat selection
        </Button>
        <Button variant="contained" size="large" onClick={onContinue}>
          Continue to Payment
        </Button>
      </Stack>
    </Stack>
  );
};
