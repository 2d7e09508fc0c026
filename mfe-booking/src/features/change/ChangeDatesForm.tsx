import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, DatePickerField, Stack, Typography, formatFullDate } from '@portal/platform';
import { checkNewDates, type FlightToChange } from './changeDates';

/** Outbound and Return on a round trip (the second flight back where the first left), Flight N otherwise. */
const flightNamer = (flights: FlightToChange[]) => {
  const [out, back] = flights;
  const roundTrip = flights.length === 2 && back?.origin === out?.destination && back?.destination === out?.origin;
  return (index: number) =>
    roundTrip ? (index === 0 ? 'Outbound' : 'Return') : flights.length === 1 ? 'Flight' : `Flight ${index + 1}`;
};

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

interface ChangeDatesFormProps {
  flights: FlightToChange[];
  dates: string[];
  searching: boolean;
  onSearch(dates: string[]): void;
}

/** A new date for each flight of the booking (same airports), checked before asking the airline. */
export const ChangeDatesForm = ({ flights, dates: initial, searching, onSearch }: ChangeDatesFormProps) => {
  const [dates, setDates] = useState(initial);
  const [shown, setShown] = useState(false);
  const problems = checkNewDates(flights, dates, localToday());
  const flightName = flightNamer(flights);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (problems.form || problems.perFlight.some(Boolean)) return;
    onSearch(dates);
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label="New dates">
      {flights.map((flight, index) => (
        <Stack key={`${flight.origin}-${index}`} spacing={1}>
          <Typography variant="subtitle1" component="h3">
            {flightName(index)}: {flight.origin} → {flight.destination}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Booked for {formatFullDate(flight.bookedDate)}
          </Typography>
          <DatePickerField
            label={`New date, ${flightName(index).toLowerCase()}`}
            name={`date-${index}`}
            value={dates[index] ?? ''}
            minDate={localToday()}
            onChange={(value) => setDates((current) => current.map((date, at) => (at === index ? value : date)))}
            error={shown && Boolean(problems.perFlight[index])}
            helperText={shown ? (problems.perFlight[index] ?? undefined) : undefined}
            required
          />
        </Stack>
      ))}
      {shown && problems.form && <Alert severity="warning">{problems.form}</Alert>}
      <Stack direction="row">
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={searching}
          startIcon={searching ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {searching ? 'Searching...' : 'Find Flights'}
        </Button>
      </Stack>
    </Stack>
  );
};
