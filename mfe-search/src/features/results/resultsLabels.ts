import { formatFormDate, type CabinClass, type FlightOffer, type SearchFacets } from '@portal/platform';
import type { SearchCriteria, TripType } from '../search-params';

export const CABIN_LABELS: Record<CabinClass, string> = {
  economy: 'Economy',
  premium_economy: 'Premium Economy',
  business: 'Business',
  first: 'First Class',
};

export const TRIP_TYPE_LABELS: Record<TripType, string> = { 'round-trip': 'Round Trip', 'one-way': 'One Way' };
/** The spec's name of the third trip tab. */
export const MULTI_CITY_LABEL = 'Multi-City';

const counted = (count: number, singular: string, plural: string) => `${count} ${count === 1 ? singular : plural}`;

/** '2 Adults, 1 Child, 1 Infant': adults always, children and infants when there are any. */
export const passengerSummary = ({ adultsCount, childrenCount, infantsCount }: SearchCriteria): string =>
  [
    counted(adultsCount, 'Adult', 'Adults'),
    childrenCount > 0 ? counted(childrenCount, 'Child', 'Children') : null,
    infantsCount > 0 ? counted(infantsCount, 'Infant', 'Infants') : null,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * '{origin city} ({code}) → {destination city} ({code})', the cities read from the first offer's
 * first slice when it serves the searched airports; otherwise the codes alone.
 */
export const routeLabel = ({ origin, destination, flights }: SearchCriteria, firstOffer?: FlightOffer): string => {
  // A multi-city trip: every stop in order, by code ('JFK → LHR → CDG → JFK').
  if (flights) return [flights[0]?.origin, ...flights.map((flight) => flight.destination)].join(' → ');
  const slice = firstOffer?.slices[0];
  const from = slice?.origin.iata_code === origin ? `${slice.origin.city_name} (${origin})` : origin;
  const to =
    slice?.destination.iata_code === destination ? `${slice.destination.city_name} (${destination})` : destination;
  return `${from} → ${to}`;
};

/** 'Dec 01, 2026 – Dec 08, 2026', or the departure alone on a one-way trip. */
export const dateSummary = ({ departureDate, returnDate, tripType, flights }: SearchCriteria): string =>
  flights
    ? flights.map((flight) => formatFormDate(flight.departureDate)).join(' · ')
    : tripType === 'round-trip' && returnDate
      ? `${formatFormDate(departureDate)} – ${formatFormDate(returnDate)}`
      : formatFormDate(departureDate);

/** The lowest total among the offers (whatever order they are shown in). */
/** A price as a card states it. */
export type ShownPrice = Pick<FlightOffer, 'total_amount' | 'total_currency'>;

/**
 * The cheapest price of the search as filtered (the gateway's 'price-asc' lead, over every offer),
 * or of the offers shown when the answer carries no facets.
 */
export const cheapestOf = (
  facets: SearchFacets | undefined,
  offers: readonly FlightOffer[] | undefined,
): ShownPrice | undefined => {
  const lead = facets?.sorts['price-asc'];
  if (lead) return { total_amount: lead.price, total_currency: facets.currency };
  return offers?.reduce<FlightOffer | undefined>(
    (low, offer) => (!low || Number(offer.total_amount) < Number(low.total_amount) ? offer : low),
    undefined,
  );
};
