import type { FlightOffer } from '@portal/platform';
import { bookingLink } from '@portal/platform/links';
import { loadLastSearch } from '../search-params';
import { criteriaFromParams, paramsFromCriteria } from '../search-params';

const PREFIX = 'from_';

/**
 * 'Back to Search Results': /search with the from_ values un-prefixed, in their order and
 * repeats included (the results' own address again), when the address has them; otherwise the
 * last search saved in this browser; otherwise the home page.
 */
export const backToSearchPath = (params: URLSearchParams): string => {
  const search = new URLSearchParams();
  for (const [name, value] of params) {
    if (name.startsWith(PREFIX) && value) search.append(name.slice(PREFIX.length), value);
  }
  if (search.toString() !== '') return `/search?${search.toString()}`;
  const last = loadLastSearch();
  if (last?.origin && last.destination && last.departureDate) return `/search?${paramsFromCriteria(last).toString()}`;
  return '/';
};

const COUNT_NAMES = ['adults', 'adultsCount', 'children', 'childrenCount', 'infants', 'infantsCount'].map(
  (name) => `${PREFIX}${name}`,
);

/** The party to book for: the from_ counts of the search when present, else the offer's passengers. */
export const partyOf = (offer: FlightOffer, params: URLSearchParams) => {
  if (COUNT_NAMES.some((name) => params.has(name))) {
    const { adultsCount, childrenCount, infantsCount } = criteriaFromParams(params);
    return { adults: adultsCount, children: childrenCount, infants: infantsCount };
  }
  const count = (type: FlightOffer['passengers'][number]['type']) =>
    offer.passengers.filter((passenger) => passenger.type === type).length;
  return { adults: Math.max(1, count('adult')), children: count('child'), infants: count('infant_without_seat') };
};

/** The booking page for this offer and party. */
export const bookingPath = (offer: FlightOffer, params: URLSearchParams): string =>
  bookingLink(offer.id, partyOf(offer, params));
