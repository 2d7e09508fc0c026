import type { FlightOffer } from '@portal/platform';
import { DEFAULT_FILTERS, type FilterState, type StopsOption } from './filterState';
import { marketingCarriers, offerStops, outboundMinutes, outboundTimes, timeBucketOf, totalPrice } from './offerFacts';

/** Lowest total rounded down and highest rounded up, as numbers; [0, 0] without offers. */
export const priceBounds = (offers: readonly FlightOffer[]): [number, number] => {
  const prices = offers.map(totalPrice).filter(Number.isFinite);
  if (prices.length === 0) return [0, 0];
  return [Math.floor(Math.min(...prices)), Math.ceil(Math.max(...prices))];
};

/** True when the range leaves out part of the bounds (a range covering them filters nothing). */
export const isPriceRangeChanged = (range: [number, number], bounds: [number, number]): boolean =>
  range[0] > bounds[0] || range[1] < bounds[1];

const stopsOption = (stops: number): StopsOption => (stops >= 2 ? 2 : (stops as StopsOption));

const inBuckets = (time: string | undefined, buckets: FilterState['departureTime']): boolean => {
  if (buckets.length === 0) return true;
  const bucket = timeBucketOf(time);
  return bucket !== null && buckets.includes(bucket);
};

/** Whether one offer passes every group of the filter. */
export const matchesFilters = (offer: FlightOffer, filters: FilterState): boolean => {
  const price = totalPrice(offer);
  if (price < filters.priceRange[0] || price > filters.priceRange[1]) return false;
  if (filters.airlines.length > 0) {
    const codes = [offer.owner.iata_code, ...marketingCarriers(offer).map((carrier) => carrier.iata_code)];
    if (!codes.some((code) => filters.airlines.includes(code))) return false;
  }
  if (filters.stops.length > 0 && !filters.stops.includes(stopsOption(offerStops(offer)))) return false;
  const { departure, arrival } = outboundTimes(offer);
  if (!inBuckets(departure, filters.departureTime) || !inBuckets(arrival, filters.arrivalTime)) return false;
  if (filters.duration !== null) {
    // An unknown duration cannot be shown to be within the maximum.
    const minutes = outboundMinutes(offer);
    if (minutes === null || minutes > filters.duration * 60) return false;
  }
  if (filters.refundable && !offer.conditions.refundable) return false;
  if (filters.baggageIncluded && !offer.baggage_included) return false;
  return true;
};

export const filterOffers = (offers: readonly FlightOffer[], filters: FilterState): FlightOffer[] =>
  offers.filter((offer) => matchesFilters(offer, filters));

/** How many groups differ from their defaults (§2); the price range against the loaded bounds. */
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
