import type { Trip, TripSlice } from '@portal/platform';

export const TRIP_TABS = [
  { value: 'upcoming', label: 'Upcoming', empty: 'No upcoming trips' },
  { value: 'past', label: 'Past', empty: 'No past trips' },
  { value: 'cancelled', label: 'Cancelled', empty: 'No cancelled trips' },
] as const;
export type TripTab = (typeof TRIP_TABS)[number]['value'];

/** The My Trips tabs: Upcoming holds pending and confirmed bookings, Past the completed ones. */
export const tabOf = (trip: Pick<Trip, 'status'>): TripTab | null => {
  switch (trip.status) {
    case 'pending':
    case 'confirmed':
      return 'upcoming';
    case 'completed':
      return 'past';
    case 'cancelled':
      return 'cancelled';
    default:
      return null;
  }
};

export const groupTrips = (trips: Trip[]): Record<TripTab, Trip[]> => {
  const groups: Record<TripTab, Trip[]> = { upcoming: [], past: [], cancelled: [] };
  for (const trip of trips) {
    const tab = tabOf(trip);
    if (tab) groups[tab].push(trip);
  }
  return groups;
};

export const STATUS_LABELS: Record<Trip['status'], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

const cityOf = (place: TripSlice['origin'] | undefined): string =>
  place?.city_name || place?.name || place?.iata_code || 'N/A';

const samePlace = (a: TripSlice['origin'] | undefined, b: TripSlice['origin'] | undefined): boolean =>
  Boolean(a && b) && (a?.iata_code === b?.iata_code || (Boolean(a?.city_name) && a?.city_name === b?.city_name));

export type TripType = 'Round Trip' | 'One Way' | 'Multi-City';

/** One flight: one way; two, the second back where the first left: a round trip; otherwise multi-city. */
export const tripTypeOf = (trip: Trip): TripType => {
  const slices = trip.bookingData?.slices ?? [];
  if (slices.length <= 1) return 'One Way';
  const [outbound, back] = slices;
  return slices.length === 2 &&
    samePlace(back?.origin, outbound?.destination) &&
    samePlace(back?.destination, outbound?.origin)
    ? 'Round Trip'
    : 'Multi-City';
};

/**
 * 'New York to London': the first slice's origin to its destination; a multi-city trip names every
 * stop when each flight leaves where the last one landed ('New York to London to Paris'), else each flight.
 */
export const routeTitle = (trip: Trip): string => {
  const slices = trip.bookingData?.slices ?? [];
  const first = slices[0];
  if (tripTypeOf(trip) !== 'Multi-City') return `${cityOf(first?.origin)} to ${cityOf(first?.destination)}`;
  const chained = slices.every(
    (slice, index) => index === 0 || samePlace(slice.origin, slices[index - 1]?.destination),
  );
  return chained
    ? [first?.origin, ...slices.map((slice) => slice.destination)].map(cityOf).join(' to ')
    : slices.map((slice) => `${cityOf(slice.origin)} to ${cityOf(slice.destination)}`).join(', ');
};

export const placeLabel = (place: TripSlice['origin']): string => `${cityOf(place)} (${place.iata_code})`;

export const passengerCountLabel = (trip: Trip): string => {
  const count = trip.bookingData?.passengers.length ?? 0;
  return `${count} ${count === 1 ? 'passenger' : 'passengers'}`;
};

/** A flight's name in the details: Outbound and Return on a one-way or round trip, Flight N on a multi-city one. */
export const sliceLabel = (index: number, type: TripType): string =>
  type === 'Multi-City'
    ? `Flight ${index + 1}`
    : index === 0
      ? 'Outbound'
      : index === 1
        ? 'Return'
        : `Flight ${index + 1}`;

export const departureOf = (slice: TripSlice | undefined): string | null =>
  slice?.departure_time ?? slice?.segments[0]?.departing_at ?? null;
export const arrivalOf = (slice: TripSlice | undefined): string | null =>
  slice?.arrival_time ?? slice?.segments.at(-1)?.arriving_at ?? null;

/** The fare allows cancelling for a refund (the fare lists cancellation options). */
const hasCancellationOptions = (trip: Trip): boolean =>
  (trip.bookingData?.conditions.cancellation_options ?? []).some((option) => option.allowed !== false);

/**
 * Cancel only for a confirmed booking with cancellation options; the gateway's own answer
 * (fare and departure time) wins where it gives one.
 */
export const canCancel = (trip: Trip): boolean =>
  trip.status === 'confirmed' && (trip.cancellable ?? hasCancellationOptions(trip));

/** The refund the fare allows before departure, with its penalty, when there is one. */
export const refundPenaltyOf = (trip: Trip): { amount: string; currency: string } | null => {
  const option = trip.bookingData?.conditions.cancellation_options.find(
    (candidate) => candidate.type === 'refund_before_departure' && candidate.allowed,
  );
  return option?.penalty_amount
    ? { amount: option.penalty_amount, currency: option.penalty_currency ?? trip.totalCurrency }
    : null;
};

/**
 * Change Flights is offered for a confirmed booking whose fare allows changes (the itinerary's
 * conditions say so) and whose first flight has not left; the change page and the gateway check again.
 */
export const canChangeOnline = (trip: Trip, now: Date): boolean => {
  const conditions = trip.bookingData?.conditions as { changeable?: unknown } | undefined;
  const departure = departureOf(trip.bookingData?.slices[0]);
  return (
    trip.status === 'confirmed' &&
    conditions?.changeable === true &&
    departure !== null &&
    departure.slice(0, 10) > now.toISOString().slice(0, 10)
  );
};
