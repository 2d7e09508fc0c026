import { makeOffer } from '@portal/platform/testing';
import {
  loadMorePage,
  mergeCards,
  PREVIOUS_RESULTS_KEY,
  readPreviousResults,
  storePreviousResults,
} from './previousResults';

const offer = (id: string, price: string) => makeOffer({ id, total_amount: price });

describe('load-more', () => {
  test.each([
    [0, 1],
    [30, 1],
    [99, 1],
    [100, 2],
    [130, 2],
    [200, 3],
    [999, 10],
  ])('after %i offers it asks for page %i', (previousCount, page) => {
    expect(loadMorePage(previousCount)).toBe(page);
  });

  test("merged cards keep the order the gateway sorted them in (the traveller's sort), with duplicates removed by id", () => {
    const previous = [offer('a', '300.00'), offer('b', '120.00'), offer('c', '999.00')];
    const next = [offer('b', '120.00'), offer('d', '80.50'), offer('e', '1000.00'), offer('a', '300.00')];
    expect(
      mergeCards({ offers: previous, fareGroups: [] }, { offers: next, fareGroups: [] }).offers.map((item) => [
        item.id,
        item.total_amount,
      ]),
    ).toEqual([
      ['a', '300.00'],
      ['b', '120.00'],
      ['c', '999.00'],
      ['d', '80.50'],
      ['e', '1000.00'],
    ]);
  });

  test('a card whose cheapest fare changed while the search was listed is one card, not two: the newer copy in its first place', () => {
    const fare = (offer_id: string, total_amount: string) => ({
      offer_id,
      fare_brand_name: offer_id,
      total_amount,
      total_currency: 'USD',
      refundable: false,
      changeable: false,
      checked_bags: 0,
      carry_on_bags: 1,
    });
    // Stored: the card of these flights led by its 'standard' fare; the newer page has a cheaper 'basic' fare leading it.
    const stored = {
      offers: [offer('standard', '300.00'), offer('b', '400.00')],
      fareGroups: [
        { offer_id: 'standard', fares: [fare('standard', '300.00')] },
        { offer_id: 'b', fares: [fare('b', '400.00')] },
      ],
    };
    const page = {
      offers: [offer('basic', '250.00'), offer('b', '400.00'), offer('c', '500.00')],
      fareGroups: [
        { offer_id: 'basic', fares: [fare('basic', '250.00'), fare('standard', '300.00')] },
        { offer_id: 'b', fares: [fare('b', '400.00')] },
        { offer_id: 'c', fares: [fare('c', '500.00')] },
      ],
    };
    const merged = mergeCards(stored, page);
    expect(merged.offers.map((item) => [item.id, item.total_amount])).toEqual([
      ['basic', '250.00'],
      ['b', '400.00'],
      ['c', '500.00'],
    ]);
    expect(merged.fareGroups.map((group) => group.offer_id)).toEqual(['basic', 'b', 'c']);
  });

  test('stored results come back only for the same search', async () => {
    const offers = [offer('a', '100.00')];
    const fareGroups = [
      {
        offer_id: 'a',
        fares: [
          {
            offer_id: 'a',
            fare_brand_name: 'Basic',
            total_amount: '100.00',
            total_currency: 'USD',
            refundable: false,
            changeable: false,
            checked_bags: 0,
            carry_on_bags: 1,
          },
        ],
      },
    ];
    storePreviousResults({ search: 'origin=JFK&destination=LAX', offers, fareGroups, totalCount: 50 });
    await expect(readPreviousResults('origin=JFK&destination=LAX')).resolves.toEqual({
      search: 'origin=JFK&destination=LAX',
      offers,
      fareGroups,
      totalCount: 50,
    });
    await expect(readPreviousResults('origin=JFK&destination=SFO')).resolves.toBeNull();
  });

  test('damaged stored results are ignored', async () => {
    window.localStorage.setItem(PREVIOUS_RESULTS_KEY, '{"search":"x","offers":[{"id":1}]}');
    await expect(readPreviousResults('x')).resolves.toBeNull();
    window.localStorage.setItem(PREVIOUS_RESULTS_KEY, 'not json');
    await expect(readPreviousResults('x')).resolves.toBeNull();
  });
});
