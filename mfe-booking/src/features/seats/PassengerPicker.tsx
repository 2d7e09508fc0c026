import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@portal/platform';
import { NO_SEAT } from './seatSelection';

export interface SeatedPassenger {
  /** The offer's passenger id. */
  id: string;
  name: string;
}

interface PassengerPickerProps {
  passengers: SeatedPassenger[];
  selectedId: string;
  /** Each passenger's seat on the segment shown. */
  seatOf: (passengerId: string) => string | undefined;
  onSelect: (passengerId: string) => void;
}

/** Whom the next click seats: the first passenger unless another is chosen here. */
export const PassengerPicker = ({ passengers, selectedId, seatOf, onSelect }: PassengerPickerProps) => (
  <Stack spacing={1}>
    <Typography variant="subtitle2" component="h4" id="seat-passenger-label">
      Selecting a seat for
    </Typography>
    <ToggleButtonGroup
      exclusive
      size="small"
      value={selectedId}
      onChange={(_event, value: string | null) => value && onSelect(value)}
      aria-labelledby="seat-passenger-label"
      sx={{ flexWrap: 'wrap' }}
    >
      {passengers.map((passenger) => (
        <ToggleButton key={passenger.id} value={passenger.id} sx={{ textTransform: 'none' }}>
          {passenger.name}: {seatOf(passenger.id) ?? NO_SEAT}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  </Stack>
);
