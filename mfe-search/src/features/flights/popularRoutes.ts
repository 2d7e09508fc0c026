import { todayIso } from '@portal/platform';
import { addDaysIso, RETURN_AFTER_DAYS } from '../search-form';
import { paramsFromCriteria } from '../search-params';

export interface PopularRoute {
  from: { city: string; code: string };
  to: { city: string; code: string };
}

const route = (fromCity: string, fromCode: string, toCity: string, toCode: string): PopularRoute => ({
  from: { city: fromCity, code: fromCode },
  to: { city: toCity, code: toCode },
});

/** Routes travellers ask for most; names as the built-in airport list spells the cities. */
export const POPULAR_ROUTES: readonly PopularRoute[] = [
  route('New York', 'JFK', 'London', 'LHR'),
  route('Los Angeles', 'LAX', 'Tokyo', 'HND'),
  route('Chicago', 'ORD', 'Paris', 'CDG'),
  route('Miami', 'MIA', 'Cancún', 'CUN'),
  route('San Francisco', 'SFO', 'Sydney', 'SYD'),
  route('Boston', 'BOS', 'Dublin', 'DUB'),
  route('Seattle', 'SEA', 'Honolulu', 'HNL'),
  route('Atlanta', 'ATL', 'Rome', 'FCO'),
];

/** Three weeks out, back a week later: the sample trip a popular route searches for. */
export const DEPART_IN_DAYS = 21;

/** The /search address for a route: a week's round trip three weeks from today, one adult, economy. */
export const popularRouteHref = ({ from, to }: PopularRoute, today: string = todayIso()): string => {
  const departureDate = addDaysIso(today, DEPART_IN_DAYS);
  const params = paramsFromCriteria({
    origin: from.code,
    destination: to.code,
    departureDate,
    returnDate: addDaysIso(departureDate, RETURN_AFTER_DAYS),
    cabinClass: 'economy',
    adultsCount: 1,
    childrenCount: 0,
    infantsCount: 0,
    tripType: 'round-trip',
  });
  return `/search?${params}`;
};
