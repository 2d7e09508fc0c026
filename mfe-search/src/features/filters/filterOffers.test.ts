import { makeOffer } from '../results/testing/offerFixtures';
import { activeFilterCount, filterOffers, priceBounds } from './filterOffers';
import { DEFAULT_FILTERS, type FilterState } from './filterState';

const ids = (offers: { id: string }[]) => offers.map((offer) => offer.id);
const withFilters = (changes: Partial<FilterState>): FilterState => ({ ...DEFAULT_FILTERS, ...changes });

const cheapDirect = makeOffer({ id: 'cheap-direct', total_amount: '120.40', outbound: { carrier: 'AA', departing: '2026-12-01T05:30:00', arriving: '2026-12-01T08:45:00', duration: 'PT3H15M' } });
const oneStop = makeOffer({
  id: 'one-stop',
  total_amount: '310.00',
  outbound: { carrier: ['DL', 'DL'], via: ['ORD'], departing: '2026-12-01T09:00:00', arriving: '2026-12-01T15:10:00', duration: 'PT9H10M' },
  conditions: { refundable: true, changeable: true, refund_penalty: null, change_penalty: null },
});
const twoStops = makeOffer({
  id: 'two-stops',
  total_amount: '505.99',
  outbound: { carrier: ['UA', 'BA', 'UA'], via: ['ORD', 'DFW'], departing: '2026-12-01T13:00:00', arriving: '2026-12-01T23:59:00', duration: 'PT13H59M' },
  baggage_included: false,
});
const eveningReturn = makeOffer({
  id: 'evening',
  total_amount: '260.00',
  outbound: { carrier: 'B6', departing: '2026-12-01T18:00:00', arriving: '2026-12-02T02:10:00', duration: 'PT5H10M' },
  inbound: { carrier: 'B6', via: ['DFW'] },
});
const offers = [cheapDirect, oneStop, twoStops, eveningReturn];

describe('filterOffers', () => {
  test('the defaults keep every offer', () => {
    expect(ids(filterOffers(offers, DEFAULT_FILTERS))).toEqual(ids(offers));
  });

  test('price range is inclusive at both ends', () => {
    expect(ids(filterOffers(offers, withFilters({ priceRange: [260, 310] })))).toEqual(['one-stop', 'evening']);
  });

  test('airlines match any marketing carrier of the offer', () => {
    expect(ids(filterOffers(offers, withFilters({ airlines: ['BA'] })))).toEqual(['two-stops']);
    expect(ids(filterOffers(offers, withFilters({ airlines: ['AA', 'B6'] })))).toEqual(['cheap-direct', 'evening']);
  });

  test('stops: 0, 1 and 2 meaning two or more, by the slice with most stops', () => {
    expect(ids(filterOffers(offers, withFilters({ stops: [0] })))).toEqual(['cheap-direct']);
    expect(ids(filterOffers(offers, withFilters({ stops: [1] })))).toEqual(['one-stop', 'evening']);
    expect(ids(filterOffers(offers, withFilters({ stops: [2] })))).toEqual(['two-stops']);
  });

  test('departure time buckets by the first outbound departure', () => {
    expect(ids(filterOffers(offers, withFilters({ departureTime: ['early_morning'] })))).toEqual(['cheap-direct']);
    expect(ids(filterOffers(offers, withFilters({ departureTime: ['morning', 'afternoon'] })))).toEqual(['one-stop', 'two-stops']);
    expect(ids(filterOffers(offers, withFilters({ departureTime: ['evening'] })))).toEqual(['evening']);
  });

  test('arrival time buckets by the last outbound arrival', () => {
    expect(ids(filterOffers(offers, withFilters({ arrivalTime: ['early_morning'] })))).toEqual(['evening']);
    expect(ids(filterOffers(offers, withFilters({ arrivalTime: ['morning'] })))).toEqual(['cheap-direct']);
    expect(ids(filterOffers(offers, withFilters({ arrivalTime: ['afternoon'] })))).toEqual(['one-stop']);
    expect(ids(filterOffers(offers, withFilters({ arrivalTime: ['evening'] })))).toEqual(['two-stops']);
  });

  test('duration is a maximum in hours over the outbound slice; unknown durations drop out', () => {
    const unknown = makeOffer({ id: 'unknown', outbound: { duration: null } });
    expect(ids(filterOffers([...offers, unknown], withFilters({ duration: 8 })))).toEqual(['cheap-direct', 'evening']);
    expect(ids(filterOffers([...offers, unknown], withFilters({ duration: 24 })))).toEqual(ids(offers));
  });

  test('refundable only and baggage included', () => {
    expect(ids(filterOffers(offers, withFilters({ refundable: true })))).toEqual(['one-stop']);
    expect(ids(filterOffers(offers, withFilters({ baggageIncluded: true })))).toEqual(['cheap-direct', 'one-stop', 'evening']);
  });

  test('groups combine', () => {
    expect(ids(filterOffers(offers, withFilters({ stops: [0, 1], priceRange: [200, 1000], baggageIncluded: true })))).toEqual(['one-stop', 'evening']);
  });
});

describe('priceBounds', () => {
  test('the lowest total rounded down and the highest rounded up', () => {
    expect(priceBounds(offers)).toEqual([120, 506]);
  });
  test('no offers: [0, 0]', () => {
    expect(priceBounds([])).toEqual([0, 0]);
  });
});

describe('activeFilterCount', () => {
  const bounds: [number, number] = [120, 506];

  test('the defaults, and a range covering the bounds, count nothing', () => {
    expect(activeFilterCount(DEFAULT_FILTERS, bounds)).toBe(0);
    expect(activeFilterCount(withFilters({ priceRange: [120, 506] }), bounds)).toBe(0);
  });

  test.each<[string, Partial<FilterState>]>([
    ['price range', { priceRange: [130, 506] }],
    ['airlines', { airlines: ['AA'] }],
    ['stops', { stops: [0] }],
    ['departure time', { departureTime: ['morning'] }],
    ['arrival time', { arrivalTime: ['evening'] }],
    ['duration', { duration: 12 }],
    ['refundable', { refundable: true }],
    ['baggage included', { baggageIncluded: true }],
  ])('%s counts as one group', (_name, changes) => {
    expect(activeFilterCount(withFilters(changes), bounds)).toBe(1);
  });

  test('several values in one group still count once; every group counts', () => {
    expect(activeFilterCount(withFilters({ airlines: ['AA', 'DL', 'UA'] }), bounds)).toBe(1);
    expect(
      activeFilterCount(
        { priceRange: [200, 300], airlines: ['AA'], stops: [1], departureTime: ['morning'], arrivalTime: ['evening'], duration: 4, refundable: true, baggageIncluded: true },
        bounds,
      ),
    ).toBe(8);
  });
});
