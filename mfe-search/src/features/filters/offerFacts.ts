import { durationMinutes, type FlightOffer, type Slice } from '@portal/platform';
import { TIME_BUCKETS, type TimeBucket } from './filterState';

/** The first slice, when it has segments: what the card, the filters and the sort read. */
export const outboundOf = (offer: FlightOffer): Slice | undefined => {
  const slice = offer.slices[0];
  return slice && slice.segments.length > 0 ? slice : undefined;
};

/** Stops on a slice: one fewer than its segments. */
export const sliceStops = (slice: Slice): number => Math.max(0, slice.segments.length - 1);

/** The offer's stops for filtering: the most stops on any of its slices. */
export const offerStops = (offer: FlightOffer): number => Math.max(0, ...offer.slices.map(sliceStops));

/** Distinct marketing carriers over every segment, in order of appearance. */
export const marketingCarriers = (offer: FlightOffer) => {
  const seen = new Map<string, FlightOffer['owner']>();
  for (const slice of offer.slices) {
    for (const segment of slice.segments) {
      if (!seen.has(segment.marketing_carrier.iata_code))
        seen.set(segment.marketing_carrier.iata_code, segment.marketing_carrier);
    }
  }
  return [...seen.values()];
};

/**
 * The local wall-clock hour of a provider time ('2026-12-01T07:05:00'), read from the text so a
 * browser in another time zone still buckets by the airport's own clock.
 */
export const localHour = (value: string | null | undefined): number | null => {
  const match = /T(\d{2}):\d{2}/.exec(value ?? '');
  if (!match) return null;
  const hour = Number(match[1]);
  return hour >= 0 && hour <= 23 ? hour : null;
};

export const timeBucketOf = (value: string | null | undefined): TimeBucket | null => {
  const hour = localHour(value);
  if (hour === null) return null;
  return TIME_BUCKETS.find((bucket) => hour >= bucket.fromHour && hour <= bucket.toHour)?.value ?? null;
};

/** Outbound departure (first segment) and arrival (last segment) times. */
export const outboundTimes = (offer: FlightOffer): { departure?: string; arrival?: string } => {
  const segments = outboundOf(offer)?.segments ?? [];
  return { departure: segments[0]?.departing_at, arrival: segments[segments.length - 1]?.arriving_at };
};

/** Outbound duration in minutes, or null when unknown. */
export const outboundMinutes = (offer: FlightOffer): number | null => durationMinutes(offer.slices[0]?.duration);

export const totalPrice = (offer: FlightOffer): number => Number(offer.total_amount);
