import { DEFAULT_FILTERS, type FilterState } from './filterState';

/** True when the range leaves out part of the bounds (a range covering them filters nothing). */
export const isPriceRangeChanged = (range: [number, number], bounds: [number, number]): boolean =>
  range[0] > bounds[0] || range[1] < bounds[1];

/** How many groups differ from their defaults (the count on the filters button); the price range against the search's bounds. */
export const activeFilterCount = (filters: FilterState, bounds: [number, number]): number =>
  [
    isPriceRangeChanged(filters.priceRange, bounds),
    filters.airlines.length > 0,
    filters.stops.length > 0,
    filters.departureTime.length > 0,
    filters.arrivalTime.length > 0,
    filters.duration !== DEFAULT_FILTERS.duration,
    filters.refundable !== DEFAULT_FILTERS.refundable,
    filters.baggageIncluded !== DEFAULT_FILTERS.baggageIncluded,
  ].filter(Boolean).length;
