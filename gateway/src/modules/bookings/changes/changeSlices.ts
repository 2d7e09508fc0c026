import type { ChangeOfferSlice, ChangeSlice } from '@portal/platform-common/contracts';
import { AppError } from '../../../http/errors';
import type { OrderChangeOfferSlice } from '../../../providers/duffel/duffelChanges';
import type { Itinerary, ItineraryPlace } from '../bookingTypes';
import type { StoredChangeSlices } from './changes.repository';

/** An airport or a city, as Duffel sends either. */
interface DuffelPlace {
  iata_code?: string | null;
  name: string;
  city_name?: string | null;
  iata_country_code?: string | null;
  time_zone?: string | null;
}

const placeOf = (place: DuffelPlace): ItineraryPlace => ({
  iata_code: place.iata_code ?? '',
  name: place.name,
  city_name: place.city_name ?? place.name,
  country_code: place.iata_country_code ?? '',
  ...(place.time_zone ? { time_zone: place.time_zone } : {}),
});

/** A change offer's new flights: as the traveller compares them, and as the itinerary will hold them. */
export const storedSlices = (slices: OrderChangeOfferSlice[]): StoredChangeSlices => ({
  shown: slices.map((slice): ChangeOfferSlice => ({
    origin: slice.origin.iata_code ?? '',
    destination: slice.destination.iata_code ?? '',
    departingAt: slice.segments[0]?.departing_at ?? '',
    arrivingAt: slice.segments.at(-1)?.arriving_at ?? '',
    flightNumbers: slice.segments.map(
      (segment) => `${segment.marketing_carrier.iata_code}${segment.marketing_carrier_flight_number}`,
    ),
    fareBrandName: slice.fare_brand_name ?? null,
  })),
  itinerary: slices.map((slice) => ({
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
      origin: placeOf(segment.origin as DuffelPlace),
      destination: placeOf(segment.destination as DuffelPlace),
      flight_number: `${segment.marketing_carrier.iata_code}${segment.marketing_carrier_flight_number}`,
      marketing_carrier: { name: segment.marketing_carrier.name, iata_code: segment.marketing_carrier.iata_code ?? '' },
      operating_carrier: { name: segment.operating_carrier.name, iata_code: segment.operating_carrier.iata_code ?? '' },
      aircraft: segment.aircraft?.name ?? null,
      duration: segment.duration ?? null,
    })),
  })),
});

const cityOrAirport = (place: ItineraryPlace) => [place.iata_code];

/**
 * The change asked for: the same route (one slice per booked flight, same airports, in order),
 * other dates. 400 otherwise, with the field to correct.
 */
export const checkSameRoute = (itinerary: Itinerary, wanted: ChangeSlice[]): void => {
  const issue = (message: string, path: (string | number)[]) =>
    new AppError('VALIDATION_ERROR', message, 400, { details: { issues: [{ path, message, code: 'custom' }] } });
  if (wanted.length !== itinerary.slices.length)
    throw issue('Give one flight for each flight of the booking.', ['slices']);
  itinerary.slices.forEach((booked, i) => {
    const asked = wanted[i] as ChangeSlice;
    if (
      !cityOrAirport(booked.origin).includes(asked.origin) ||
      !cityOrAirport(booked.destination).includes(asked.destination)
    )
      throw issue('A change keeps the route of the booking: only the dates or flights change.', ['slices', i]);
  });
  wanted.slice(1).forEach((slice, i) => {
    if (slice.departureDate < (wanted[i] as ChangeSlice).departureDate)
      throw issue('The flights must be in date order.', ['slices', i + 1, 'departureDate']);
  });
};
