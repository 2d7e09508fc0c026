import { findAirport } from '@portal/platform-common/airports';
import type { FlightOffer } from '@portal/platform-common/contracts';
import type { DuffelOrder } from '../../providers/duffel/duffelOrders';
import { fromMinor } from '../../providers/money';
import type { CancellationOption, Itinerary, ItineraryPlace } from './bookingTypes';
import type { MatchedPassenger } from './checkout/checkoutPassengers';
import type { ResolvedSeat } from './checkout/checkoutPrice';

type OfferPlace = FlightOffer['slices'][number]['origin'];

const placeOf = (place: OfferPlace): ItineraryPlace => ({
  iata_code: place.iata_code,
  name: place.name,
  city_name: place.city_name,
  country_code: place.country_code,
  ...(place.time_zone ? { time_zone: place.time_zone } : {}),
});

/**
 * The booking as travellers see it later (My Trips, the e-mail, the guest lookup): the flights,
 * the passengers by name and type, the seats and the conditions. Taken when the offer is
 * verified, completed with the order; it never holds a passport or card detail.
 */
export const itineraryOf = (
  offer: FlightOffer,
  passengers: MatchedPassenger[],
  seats: ResolvedSeat[],
  sellingMinor: bigint,
): Itinerary => ({
  offer_id: offer.id,
  order_id: null,
  booking_reference: null,
  owner: { name: offer.owner.name, iata_code: offer.owner.iata_code },
  slices: offer.slices.map((slice) => ({
    id: slice.id,
    origin: placeOf(slice.origin),
    destination: placeOf(slice.destination),
    departure_time: slice.segments[0]?.departing_at ?? null,
    arrival_time: slice.segments.at(-1)?.arriving_at ?? null,
    duration: slice.duration ?? null,
    segments: slice.segments.map((segment) => ({
      id: segment.id,
      departing_at: segment.departing_at,
      arriving_at: segment.arriving_at,
      origin: placeOf(segment.origin),
      destination: placeOf(segment.destination),
      flight_number: segment.flight_number,
      marketing_carrier: { name: segment.marketing_carrier.name, iata_code: segment.marketing_carrier.iata_code },
      operating_carrier: { name: segment.operating_carrier.name, iata_code: segment.operating_carrier.iata_code },
      aircraft: segment.aircraft?.name ?? null,
      duration: segment.duration ?? null,
    })),
  })),
  passengers: passengers.map(({ offerPassengerId, passenger }) => ({
    id: offerPassengerId,
    type: passenger.type,
    title: passenger.title,
    given_name: passenger.firstName,
    family_name: passenger.lastName,
  })),
  seats: seats.map((seat) => ({
    passenger_id: seat.offerPassengerId,
    segment_id: seat.segmentId,
    designator: seat.designator,
  })),
  conditions: {
    refundable: offer.conditions.refundable,
    changeable: offer.conditions.changeable,
    cancellation_options: [],
  },
  total_amount: fromMinor(sellingMinor, offer.total_currency),
  total_currency: offer.total_currency,
});

const optionOf = (
  type: CancellationOption['type'],
  condition: { allowed: boolean; penalty_amount?: string | null; penalty_currency?: string | null } | null | undefined,
): CancellationOption => ({
  type,
  allowed: condition?.allowed === true,
  penalty_amount: condition?.allowed ? (condition.penalty_amount ?? null) : null,
  penalty_currency: condition?.allowed ? (condition.penalty_currency ?? null) : null,
});

/** What the order's fare allows, as the itinerary keeps it (read again after every change: a new fare brings its own). */
export const itineraryConditionsOf = (conditions: DuffelOrder['conditions'] | undefined): Itinerary['conditions'] => ({
  refundable: conditions?.refund_before_departure?.allowed === true,
  changeable: conditions?.change_before_departure?.allowed === true,
  cancellation_options: [
    optionOf('refund_before_departure', conditions?.refund_before_departure),
    optionOf('change_before_departure', conditions?.change_before_departure),
  ],
});

/** The itinerary once the airline confirmed it: its order, PNR and the order's own conditions. */
export const withOrder = (itinerary: Itinerary, order: DuffelOrder): Itinerary => ({
  ...itinerary,
  order_id: order.id,
  booking_reference: order.booking_reference,
  conditions: itineraryConditionsOf(order.conditions),
});

/**
 * One formatter per time zone, made once: building an Intl.DateTimeFormat costs far more than
 * using one, and My Trips asks for a zone's offset for every booking it lists. A formatter is
 * immutable, so sharing it between requests cannot change an answer.
 */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
const zoneFormatter = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    // Only zones that exist are kept (the constructor throws on any other): a few hundred at most.
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
};

/** Milliseconds a time zone is ahead of UTC at `at`. */
const zoneOffsetMs = (timeZone: string, at: number): number => {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return (
    Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    ) - at
  );
};

const instantMs = (wall: number, timeZone: string): number => {
  try {
    // Twice: the offset at the guess can differ from the offset at the answer across a DST change.
    const first = wall - zoneOffsetMs(timeZone, wall);
    return wall - zoneOffsetMs(timeZone, first);
  } catch {
    return wall;
  }
};

/**
 * Instants already worked out, by zone and wall-clock time: a zone's rules do not change while
 * the process runs, and My Trips asks for the same departures and arrivals on every reading.
 * Bounded: emptied when full, so it never holds more than a busy hour's flights.
 */
const knownInstants = new Map<string, number>();
const KNOWN_INSTANTS_MAX = 20_000;

/** A local wall-clock time at an airport ('2030-05-01T07:35:00', Duffel's format) as an instant. */
export const instantAt = (local: string, place: ItineraryPlace): Date | null => {
  const wallText = local.slice(0, 19);
  const timeZone = place.time_zone ?? findAirport(place.iata_code)?.time_zone;
  const key = `${timeZone ?? ''} ${wallText}`;
  const known = knownInstants.get(key);
  if (known !== undefined) return new Date(known);
  const wall = Date.parse(`${wallText}Z`);
  if (Number.isNaN(wall)) return null;
  const instant = timeZone ? instantMs(wall, timeZone) : wall;
  if (knownInstants.size >= KNOWN_INSTANTS_MAX) knownInstants.clear();
  knownInstants.set(key, instant);
  return new Date(instant);
};

/** When the last flight lands: after it, a confirmed booking is reported 'completed'. */
export const lastArrivalOf = (itinerary: Itinerary): Date | null => {
  const segment = itinerary.slices.at(-1)?.segments.at(-1);
  return segment ? instantAt(segment.arriving_at, segment.destination) : null;
};
