import { makeOffer } from '@portal/platform/testing';
import {
  loadMorePage,
  mergeOffers,
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
    expect(mergeOffers(previous, next).map((item) => [item.id, item.total_amount])).toEqual([
      ['a', '300.00'],
      ['b', '120.00'],
      ['c', '999.00'],
      ['d', '80.50'],
      ['e', '1000.00'],
    ]);
  });

  test('stored results come back only for the same search', () => {
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
    expect(readPreviousResults('origin=JFK&destination=LAX')).toEqual({
      search: 'origin=JFK&destination=LAX',
      offers,
      fareGroups,
      totalCount: 50,
    });
    expect(readPreviousResults('origin=JFK&destination=SFO')).toBeNull();
  });

  test('damaged stored results are ignored', () => {
    window.localStorage.setItem(PREVIOUS_RESULTS_KEY, '{"search":"x","offers":[{"id":1}]}');
    expect(readPreviousResults('x')).toBeNull();
    window.localStorage.setItem(PREVIOUS_RESULTS_KEY, 'not json');
    expect(readPreviousResults('x')).toBeNull();
  });
});
