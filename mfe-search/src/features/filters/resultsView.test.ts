import { DEFAULT_FILTERS } from './filterState';
import { DEFAULT_VIEW, paramsWithView, searchViewOf, viewFromParams } from './resultsView';

const SEARCH = 'origin=LHR&destination=JFK&departureDate=2026-12-01&adults=2&children=1';

describe('the results view in the address', () => {
  test('a view written into the address reads back the same, beside the search it refines', () => {
    const view = {
      filters: {
        ...DEFAULT_FILTERS,
        stops: [0, 1] as (0 | 1)[],
        airlines: ['BA', 'AA'],
        departureTime: ['morning' as const],
        duration: 12,
        priceRange: [200, 900] as [number, number],
        refundable: true,
      },
      sort: 'duration-asc' as const,
      perPerson: true,
    };

    const params = paramsWithView(new URLSearchParams(SEARCH), view);

    expect(params.get('origin')).toBe('LHR');
    expect(params.get('stops')).toBe('0,1');
    expect(viewFromParams(params)).toEqual(view);
  });

  test('the default view leaves the address as the search alone (Best is not written)', () => {
    expect(paramsWithView(new URLSearchParams(SEARCH), DEFAULT_VIEW).toString()).toBe(SEARCH);
    expect(viewFromParams(new URLSearchParams(SEARCH))).toEqual(DEFAULT_VIEW);
  });

  test('a changed view replaces the old one: nothing of it lingers', () => {
    const filtered = paramsWithView(new URLSearchParams(SEARCH), {
      ...DEFAULT_VIEW,
      filters: { ...DEFAULT_FILTERS, baggageIncluded: true },
      sort: 'price-desc',
    });

    expect(paramsWithView(filtered, DEFAULT_VIEW).toString()).toBe(SEARCH);
  });

  test('values a hand-edited link got wrong are left out rather than breaking the page', () => {
    const view = viewFromParams(
      new URLSearchParams(
        'stops=0,7,x&airlines=BA,british&departureTime=noon,evening&maxDuration=5&sort=cheapest&priceMin=-3&refundable=yes',
      ),
    );

    expect(view).toEqual({
      ...DEFAULT_VIEW,
      filters: { ...DEFAULT_FILTERS, stops: [0], airlines: ['BA'], departureTime: ['evening'] },
    });
  });

  test('the gateway is sent only what narrows or orders: an open price range and Best are left out', () => {
    expect(searchViewOf(DEFAULT_VIEW)).toEqual({});
    expect(searchViewOf({ filters: { ...DEFAULT_FILTERS, priceRange: [0, 750] }, sort: 'price-asc' })).toEqual({
      priceMax: 750,
      sort: 'price-asc',
    });
  });
});
