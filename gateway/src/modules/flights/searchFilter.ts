import type { SearchView } from '@portal/platform-common/contracts';
import type { OfferFacts } from './offerFacts';

/** A stored offer at the brand's selling price, with its facts. */
export interface PricedOffer {
  id: string;
  /** Selling total in minor units, and the same as a number of whole units for the price filter. */
  minor: bigint;
  amount: number;
  currency: string;
  facts: OfferFacts;
}

/** The results page's filter groups; a facet of one group is counted with the other groups applied. */
export type FilterGroup =
  'price' | 'airlines' | 'stops' | 'departureTime' | 'arrivalTime' | 'maxDuration' | 'refundable' | 'baggageIncluded';

const within = <T>(selected: readonly T[] | undefined, value: T | null): boolean =>
  !selected?.length || (value !== null && selected.includes(value));

/** One test per group, the browser's former rules (mfe-search filterOffers.ts) kept. */
const TESTS: Record<FilterGroup, (offer: PricedOffer, view: SearchView) => boolean> = {
  price: ({ amount }, { priceMin, priceMax }) =>
    (priceMin === undefined || amount >= priceMin) && (priceMax === undefined || amount <= priceMax),
  airlines: ({ facts }, { airlines }) =>
    !airlines?.length || facts.carriers.some((carrier) => airlines.includes(carrier.code)),
  stops: ({ facts }, { stops }) => within(stops, facts.stops),
  departureTime: ({ facts }, { departureTime }) => within(departureTime, facts.departure),
  arrivalTime: ({ facts }, { arrivalTime }) => within(arrivalTime, facts.arrival),
  // An unknown duration cannot be shown to be within the maximum.
  maxDuration: ({ facts }, { maxDuration }) =>
    maxDuration === undefined || (facts.minutes !== null && facts.minutes <= maxDuration * 60),
  refundable: ({ facts }, { refundable }) => !refundable || facts.refundable,
  baggageIncluded: ({ facts }, { baggageIncluded }) => !baggageIncluded || facts.baggageIncluded,
};

const GROUPS = Object.keys(TESTS) as FilterGroup[];

/** Whether an offer passes every group of the view, or every group but `except`. */
export const passes = (offer: PricedOffer, view: SearchView, except?: FilterGroup): boolean =>
  GROUPS.every((group) => group === except || TESTS[group](offer, view));
