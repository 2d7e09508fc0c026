import type { Segment } from '@portal/platform';

/**
 * Minutes on the ground between two segments. Both times are the connecting airport's local
 * clock, so their difference is the wait whatever the browser's time zone.
 */
export const layoverMinutes = (arriving: Segment, departing: Segment): number | null => {
  const landed = new Date(arriving.arriving_at).getTime();
  const leaves = new Date(departing.departing_at).getTime();
  if (!Number.isFinite(landed) || !Number.isFinite(leaves) || leaves < landed) return null;
  return Math.round((leaves - landed) / 60_000);
};

/** '{h}h {m}m layover in {city}', or 'Layover in {city}' when the times are unknown. */
export const layoverText = (arriving: Segment, departing: Segment): string => {
  const minutes = layoverMinutes(arriving, departing);
  const city = arriving.destination.city_name || arriving.destination.iata_code;
  return minutes === null ? `Layover in ${city}` : `${Math.floor(minutes / 60)}h ${minutes % 60}m layover in ${city}`;
};
