import {
  TIME_BUCKET_VALUES,
  type SearchFacets,
  type SearchView,
  type TimeBucket,
} from '@portal/platform-common/contracts';
import { fromMinor } from '../../providers/money';
import { cardCount, firstBy, type Card } from './searchCards';
import { passes, type FilterGroup, type PricedOffer } from './searchFilter';

/** The maximum outbound durations offered, in hours (the browser's DURATION_OPTIONS). */
export const DURATION_HOURS = [4, 8, 12, 16, 24] as const;

const lowest = (offers: readonly PricedOffer[]): PricedOffer | null =>
  offers.reduce<PricedOffer | null>((low, offer) => (low === null || offer.minor < low.minor ? offer : low), null);

/** Count of cards and their lowest price among `offers` that have the option. */
const option = <T>(value: T, offers: readonly PricedOffer[], has: (offer: PricedOffer) => boolean) => {
  const matching = offers.filter(has);
  const low = lowest(matching);
  return { value, count: cardCount(matching), min_price: low && fromMinor(low.minor, low.currency) };
};

const lead = (card: Card | null) =>
  card && { price: fromMinor(card.minor, (card.fares[0] as PricedOffer).currency), minutes: card.minutes };

/**
 * The filter panel's numbers. Disjunctive: a group's options are counted over the offers that
 * pass every OTHER group, so ticking 'Nonstop' leaves '1 stop' showing what it would add.
 * Counts are of cards (flights), as the list shows them; prices are selling prices.
 */
export const facetsOf = (
  all: readonly PricedOffer[],
  view: SearchView,
  matchedCards: readonly Card[],
): SearchFacets => {
  const without = (group: FilterGroup) => all.filter((offer) => passes(offer, view, group));
  const carriers = new Map<string, string>();
  for (const offer of all)
    for (const { code, name } of offer.facts.carriers) if (!carriers.has(code)) carriers.set(code, name);
  const byAirline = without('airlines');
  const byStops = without('stops');
  const byDeparture = without('departureTime');
  const byArrival = without('arrivalTime');
  const byDuration = without('maxDuration');
  const amounts = all.map((offer) => offer.amount);
  const minutes = all.flatMap((offer) => (offer.facts.minutes === null ? [] : [offer.facts.minutes]));
  const buckets = (offers: readonly PricedOffer[], key: 'departure' | 'arrival') =>
    TIME_BUCKET_VALUES.map((bucket: TimeBucket) => option(bucket, offers, (offer) => offer.facts[key] === bucket));
  return {
    currency: all[0]?.currency ?? 'USD',
    unfiltered_count: cardCount(all),
    stops: ([0, 1, 2] as const).map((stops) => option(stops, byStops, (offer) => offer.facts.stops === stops)),
    airlines: [...carriers]
      .sort(([, a], [, b]) => a.localeCompare(b))
      .map(([code, name]) => ({
        ...option(code, byAirline, (offer) => offer.facts.carriers.some((carrier) => carrier.code === code)),
        name,
      })),
    departure_time: buckets(byDeparture, 'departure'),
    arrival_time: buckets(byArrival, 'arrival'),
    duration: DURATION_HOURS.map((hours) =>
      option(hours, byDuration, (offer) => offer.facts.minutes !== null && offer.facts.minutes <= hours * 60),
    ),
    refundable: option(true as const, without('refundable'), (offer) => offer.facts.refundable),
    baggage_included: option(true as const, without('baggageIncluded'), (offer) => offer.facts.baggageIncluded),
    price: amounts.length
      ? { min: Math.floor(Math.min(...amounts)), max: Math.ceil(Math.max(...amounts)) }
      : { min: 0, max: 0 },
    duration_minutes: minutes.length ? { min: Math.min(...minutes), max: Math.max(...minutes) } : null,
    sorts: {
      best: lead(firstBy('best', matchedCards)),
      'price-asc': lead(firstBy('price-asc', matchedCards)),
      'duration-asc': lead(firstBy('duration-asc', matchedCards)),
    },
  };
};
