import type { Slice } from '@portal/platform';

/** Distinct marketing carrier names of a slice, in order: 'American Airlines, British Airways'. */
export const sliceAirlines = (slice: Slice): string =>
  [...new Set(slice.segments.map((segment) => segment.marketing_carrier.name))].join(', ');

/** 'Outbound', 'Return', then 'Flight 3'... for multi-slice offers. */
export const sliceLabel = (index: number): string =>
  index === 0 ? 'Outbound' : index === 1 ? 'Return' : `Flight ${index + 1}`;
