import type { Slice } from '@portal/platform';

/** Distinct marketing carrier names of a slice, in order: 'American Airlines, British Airways'. */
export const sliceAirlines = (slice: Slice): string =>
  [...new Set(slice.segments.map((segment) => segment.marketing_carrier.name))].join(', ');

/** Whether the slices are a one-way trip or a trip out and back (not a multi-city trip). */
const outAndBack = (slices: readonly Slice[]): boolean => {
  const [outbound, inbound] = slices;
  if (slices.length > 2 || !inbound) return slices.length <= 1;
  return (
    inbound.origin.iata_code === outbound?.destination.iata_code &&
    inbound.destination.iata_code === outbound.origin.iata_code
  );
};

/** 'Outbound' and 'Return' of a one-way or return trip; a multi-city trip's 'Flight 1', 'Flight 2'... */
export const sliceLabel = (index: number, slices: readonly Slice[]): string =>
  !outAndBack(slices) ? `Flight ${index + 1}` : index === 0 ? 'Outbound' : 'Return';
