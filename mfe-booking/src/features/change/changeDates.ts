import type { ChangeRequest, Trip, TripSlice } from '@portal/platform';

/** One flight of the booking, as the change form asks for its new date. */
export interface FlightToChange {
  origin: string;
  destination: string;
  /** The booked departure date, 'yyyy-MM-dd' (airport-local, as the itinerary has it) */
  bookedDate: string;
}

const departureOf = (slice: TripSlice): string | null =>
  slice.departure_time ?? slice.segments[0]?.departing_at ?? null;

/** The booking's flights in order, each with its booked date. */
export const flightsOf = (trip: Trip): FlightToChange[] =>
  (trip.bookingData?.slices ?? []).map((slice) => ({
    origin: slice.origin.iata_code,
    destination: slice.destination.iata_code,
    bookedDate: (departureOf(slice) ?? '').slice(0, 10),
  }));

const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const DATE_MISSING = 'Please select a departure date';
export const DATE_PAST = 'The new date cannot be in the past';
export const DATES_OUT_OF_ORDER = 'Each flight must leave on or after the date of the flight before it';
export const NOTHING_CHANGED = 'Choose a new date for at least one flight';

/** The problem with each new date (null when it is fine), and one for the whole form. */
export const checkNewDates = (
  flights: FlightToChange[],
  dates: string[],
  today: string,
): { perFlight: (string | null)[]; form: string | null } => {
  const perFlight = dates.map((date, index) => {
    if (!isDate(date)) return DATE_MISSING;
    if (date < today) return DATE_PAST;
    const before = dates[index - 1];
    if (index > 0 && before && isDate(before) && date < before) return DATES_OUT_OF_ORDER;
    return null;
  });
  const unchanged = flights.every((flight, index) => flight.bookedDate === dates[index]);
  return { perFlight, form: perFlight.every((problem) => problem === null) && unchanged ? NOTHING_CHANGED : null };
};

/** POST /api/bookings/:id/changes: the same airports, the new dates. */
export const changeRequestOf = (flights: FlightToChange[], dates: string[]): ChangeRequest => ({
  slices: flights.map((flight, index) => ({
    origin: flight.origin,
    destination: flight.destination,
    departureDate: dates[index] ?? flight.bookedDate,
  })),
});

const DAY_MS = 86_400_000;
/** Within 24 hours of booking our fee on a change is waived: until when, or null once past (or unknown). */
export const freeChangeUntil = (trip: Pick<Trip, 'createdAt'>, now: Date): Date | null => {
  if (!trip.createdAt) return null;
  const until = new Date(new Date(trip.createdAt).getTime() + DAY_MS);
  return Number.isNaN(until.getTime()) || until <= now ? null : until;
};

/** A booking the traveller may change online: confirmed, a fare that allows changes, not yet flown. */
export const canChange = (trip: Trip, now: Date): boolean => {
  const conditions = trip.bookingData?.conditions as { changeable?: unknown } | undefined;
  const firstDeparture = trip.bookingData?.slices[0] ? departureOf(trip.bookingData.slices[0]) : null;
  return (
    trip.status === 'confirmed' &&
    conditions?.changeable === true &&
    firstDeparture !== null &&
    firstDeparture.slice(0, 10) > now.toISOString().slice(0, 10)
  );
};
