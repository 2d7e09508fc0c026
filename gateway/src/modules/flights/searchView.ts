import { DEFAULT_SORT, type FareGroup, type SearchFacets, type SearchView } from '@portal/platform-common/contracts';
import { currencyDigits, fromMinor } from '../../providers/money';
import type { OfferFactsRecord } from './flights.repository';
import { sellingTotal, type Markup } from './pricing';
import { cardsOf, comparatorFor, type Card } from './searchCards';
import { facetsOf } from './searchFacets';
import { passes, type PricedOffer } from './searchFilter';

export interface ViewedPage {
  /** The page's cards, each with its fares (cheapest first) that pass the filters. */
  cards: Card[];
  /** Cards after the filters. */
  totalCount: number;
  facets: SearchFacets;
  fareGroups: FareGroup[];
}

/** The stored offers at this brand's selling prices (the price filter and facets read these). */
export const priceAll = (records: readonly OfferFactsRecord[], markup: Markup): PricedOffer[] =>
  records.map(({ id, totalAmountMinor, currency, facts }) => {
    const minor = sellingTotal(totalAmountMinor, currency, markup);
    return { id, minor, amount: Number(minor) / 10 ** currencyDigits(currency), currency, facts };
  });

const fareGroupOf = (card: Card): FareGroup => ({
  offer_id: (card.fares[0] as PricedOffer).id,
  fares: card.fares.map(({ id, minor, currency, facts }) => ({
    offer_id: id,
    fare_brand_name: facts.fareBrand,
    total_amount: fromMinor(minor, currency),
    total_currency: currency,
    refundable: facts.refundable,
    changeable: facts.changeable,
    checked_bags: facts.checkedBags,
    carry_on_bags: facts.carryOnBags,
  })),
});

/**
 * One page of a search as the traveller filtered and sorted it, over EVERY stored offer: the
 * offers passing the filters become cards (one per flights), sorted, then cut to the page.
 */
export const viewPage = (all: readonly PricedOffer[], view: SearchView, page: number, limit: number): ViewedPage => {
  const cards = cardsOf(all.filter((offer) => passes(offer, view)));
  const sorted = cards.sort(comparatorFor(view.sort ?? DEFAULT_SORT, cards));
  const pageCards = sorted.slice((page - 1) * limit, page * limit);
  return {
    cards: pageCards,
    totalCount: sorted.length,
    facets: facetsOf(all, view, sorted),
    fareGroups: pageCards.map(fareGroupOf),
  };
};
