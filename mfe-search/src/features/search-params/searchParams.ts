import type { CabinClass, MultiCitySearchRequest, SearchRequest } from '@portal/platform';
import { flightsFromParam, flightsParam, MULTI_CITY_TRIP_TYPE, type MultiCityFlight } from './multiCityFlights';

export type TripType = 'round-trip' | 'one-way';

/** What the results page searches for, read from (and written to) the address. */
export interface SearchCriteria {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string;
  cabinClass: CabinClass;
  adultsCount: number;
  childrenCount: number;
  infantsCount: number;
  tripType: TripType;
  /**
   * A multi-city trip's flights (2 to 5), in order; origin, destination and departureDate are then
   * the first flight's origin, the last flight's destination and the first flight's date.
   */
  flights?: MultiCityFlight[];
}

/** Whether the criteria are a multi-city trip's. */
export const isMultiCity = (criteria: SearchCriteria): criteria is SearchCriteria & { flights: MultiCityFlight[] } =>
  criteria.flights !== undefined;

const CABINS: readonly string[] = ['economy', 'premium_economy', 'business', 'first'];

const readCount = (params: URLSearchParams, names: string[], fallback: number): number => {
  for (const name of names) {
    const raw = params.get(name) ?? params.get(`from_${name}`);
    if (raw !== null && raw.trim() !== '' && Number.isFinite(Number(raw))) return Math.trunc(Number(raw));
  }
  return fallback;
};

const read = (params: URLSearchParams, name: string): string =>
  (params.get(name) ?? params.get(`from_${name}`) ?? '').trim();

/**
 * The address's search, in every reading the spec gives: counts named adults or adultsCount
 * (children, infants alike), every value also accepted with a from_ prefix, and the trip type
 * inferred from the return date when it is missing.
 */
export const criteriaFromParams = (params: URLSearchParams): SearchCriteria => {
  const returnDate = read(params, 'returnDate') || undefined;
  const tripTypeRaw = read(params, 'tripType');
  const flights = tripTypeRaw === MULTI_CITY_TRIP_TYPE ? flightsFromParam(read(params, 'flights')) : undefined;
  const tripType: TripType =
    tripTypeRaw === 'one-way' || tripTypeRaw === 'round-trip' ? tripTypeRaw : returnDate ? 'round-trip' : 'one-way';
  const cabin = read(params, 'cabinClass');
  return {
    origin: read(params, 'origin').toUpperCase(),
    destination: read(params, 'destination').toUpperCase(),
    departureDate: read(params, 'departureDate'),
    returnDate: tripType === 'round-trip' ? returnDate : undefined,
    cabinClass: (CABINS.includes(cabin) ? cabin : 'economy') as CabinClass,
    adultsCount: readCount(params, ['adults', 'adultsCount'], 1),
    childrenCount: readCount(params, ['children', 'childrenCount'], 0),
    infantsCount: readCount(params, ['infants', 'infantsCount'], 0),
    tripType,
    ...(flights && {
      origin: flights[0]?.origin ?? '',
      destination: flights[flights.length - 1]?.destination ?? '',
      departureDate: flights[0]?.departureDate ?? '',
      returnDate: undefined,
      tripType: 'one-way' as const,
      flights,
    }),
  };
};

/** The /search address for a search (shareable and reloadable): returnDate only for round trips. */
export const paramsFromCriteria = (criteria: SearchCriteria): URLSearchParams => {
  const params = new URLSearchParams({
    origin: criteria.origin,
    destination: criteria.destination,
    departureDate: criteria.departureDate,
    cabinClass: criteria.cabinClass,
    adults: String(criteria.adultsCount),
    children: String(criteria.childrenCount),
    infants: String(criteria.infantsCount),
    tripType: criteria.tripType,
  });
  if (criteria.tripType === 'round-trip' && criteria.returnDate) params.set('returnDate', criteria.returnDate);
  if (criteria.flights) {
    params.set('tripType', MULTI_CITY_TRIP_TYPE);
    params.set('flights', flightsParam(criteria.flights));
  }
  return params;
};

/** The search request the gateway receives for these criteria. */
export const requestFromCriteria = (criteria: SearchCriteria, page = 1, limit = 30): SearchRequest => ({
  origin: criteria.origin,
  destination: criteria.destination,
  departureDate: criteria.departureDate,
  returnDate: criteria.tripType === 'round-trip' ? criteria.returnDate : undefined,
  cabinClass: criteria.cabinClass,
  adultsCount: criteria.adultsCount,
  childrenCount: criteria.childrenCount,
  infantsCount: criteria.infantsCount,
  page,
  limit,
});

/** The multi-city search the gateway receives for these criteria; null unless they are a multi-city trip's. */
export const multiCityRequestFromCriteria = (
  criteria: SearchCriteria,
  page = 1,
  limit = 30,
): MultiCitySearchRequest | null => {
  if (!criteria.flights) return null;
  const {
    origin: _origin,
    destination: _destination,
    departureDate: _date,
    returnDate: _return,
    ...party
  } = requestFromCriteria(criteria, page, limit);
  return { ...party, slices: criteria.flights };
};
