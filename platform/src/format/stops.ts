/** The card's reading: a count of stops. 0 'Direct', 1 '1 Stop', n 'n Stops'. */
export const formatStops = (stops: number): string => {
  if (!Number.isFinite(stops) || stops < 0) return 'N/A';
  if (stops === 0) return 'Direct';
  return stops === 1 ? '1 Stop' : `${stops} Stops`;
};

/** The brand-aware helper's reading: a count of segments. 1 'Non-stop', 2 '1 stop', n 'n-1 stops'. */
export const formatStopsFromSegments = (segments: number): string => {
  if (!Number.isFinite(segments) || segments < 1) return 'N/A';
  if (segments === 1) return 'Non-stop';
  return segments === 2 ? '1 stop' : `${segments - 1} stops`;
};
