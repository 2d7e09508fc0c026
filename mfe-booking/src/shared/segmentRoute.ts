import type { FlightOffer } from '@portal/platform';

/** 'JFK → LAX': a segment by its airports (or 'Flight 2' when the offer does not list it). */
export const segmentRoute = (offer: FlightOffer, segmentId: string, index: number): string => {
  const segment = offer.slices.flatMap((slice) => slice.segments).find((candidate) => candidate.id === segmentId);
  return segment ? `${segment.origin.iata_code} → ${segment.destination.iata_code}` : `Flight ${index + 1}`;
};
