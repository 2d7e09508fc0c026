import fc from 'fast-check';
import { searchResponseSchema } from '@portal/platform-common/contracts';
import { expectReadAsContract, makeOffer, nearMissesOf, searchResponse, withOneValueAlteredInside } from '../testing';
import { REFUSED } from '@portal/platform-common/json-readers';
import { searchResponseFrom } from './flightReaders';
import { readSearchResponse } from './readSearchResponse';

const option = <T>(value: T, count: number, minPrice: string | null) => ({ value, count, min_price: minPrice });

const direct = makeOffer({ id: 'off_direct' });
const connecting = makeOffer({ id: 'off_connecting', inbound: { via: ['ORD'] } });

/** A first page as the gateway answers it: sorted, with the cards' fares and the filters' facets. */
const firstPage = {
  ...searchResponse([direct, connecting], 42, 1, 30),
  sort: 'best',
  complete: false,
  fare_groups: [
    {
      offer_id: 'off_direct',
      fares: [
        {
          offer_id: 'off_direct',
          fare_brand_name: 'Basic',
          total_amount: '420.00',
          total_currency: 'USD',
          refundable: false,
          changeable: true,
          checked_bags: 0,
          carry_on_bags: 1,
        },
        {
          offer_id: 'off_direct_flex',
          fare_brand_name: null,
          total_amount: '610.5',
          total_currency: 'USD',
          refundable: true,
          changeable: true,
          checked_bags: 2,
          carry_on_bags: 1,
        },
      ],
    },
  ],
  facets: {
    currency: 'USD',
    unfiltered_count: 57,
    stops: [option(0, 12, '420.00'), option(1, 30, '380.10'), option(2, 0, null)],
    airlines: [{ ...option('BA', 9, '455.00'), name: 'British Airways' }],
    departure_time: [option('early_morning', 3, '500.00'), option('evening', 0, null)],
    arrival_time: [option('afternoon', 7, '401.99')],
    duration: [option(4, 0, null), option(12, 20, '420.00')],
    refundable: option(true, 5, '610.50'),
    baggage_included: option(true, 0, null),
    price: { min: 380, max: 1204.5 },
    duration_minutes: { min: 415, max: 1310 },
    sorts: {
      best: { price: '420.00', minutes: 415 },
      'price-asc': { price: '380.10', minutes: null },
      'duration-asc': null,
    },
  },
};
/** A later page: no facets, sort or fares, durations unknown. */
const laterPage = {
  ...searchResponse([connecting], 42, 2, 100),
  facets: { ...firstPage.facets, duration_minutes: null, airlines: [] },
};
const PAGES = [firstPage, laterPage, searchResponse([], 0)] as const;

const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom('', 'best ', 'price', 'usd', 'US', '12.345', '1e3', '-5', 'night', -1, 0, 1, 2, 3, 1.5, 2 ** 53),
  fc.constantFrom(null, true, false, [], {}),
);

const readOrNull = (value: unknown) => {
  const page = readSearchResponse(value);
  return page === REFUSED ? null : page;
};

describe('a page of results, read without zod', () => {
  test('the valid pages read as the contract parses them', () => {
    for (const page of PAGES) expect(readOrNull(page)).toStrictEqual(searchResponseSchema.parse(page));
  });

  test('every page one step from a valid one is read as the contract reads it', () => {
    for (const page of [firstPage, laterPage])
      for (const candidate of nearMissesOf(page, ['price-desc', 'night', 'morning', 3, Number.POSITIVE_INFINITY]))
        expect(readOrNull(candidate)).toStrictEqual(searchResponseSchema.safeParse(candidate).data ?? null);
  });

  test('accepts exactly what the contract accepts and returns what the contract returns', () =>
    expectReadAsContract(
      fc.oneof(withOneValueAlteredInside(PAGES, oddValue), fc.jsonValue()),
      searchResponseSchema,
      readOrNull,
      3000,
    ));

  test('a card without fares, an infinite price or an unknown sort is refused, as the contract refuses it', () => {
    const noFares = { ...firstPage, fare_groups: [{ offer_id: 'off_direct', fares: [] }] };
    const infinitePrice = JSON.parse(JSON.stringify(firstPage).replace('"max":1204.5', '"max":1e400')) as unknown;
    const unknownSort = { ...firstPage, sort: 'cheapest' };
    for (const page of [noFares, infinitePrice, unknownSort]) {
      expect(searchResponseSchema.safeParse(page).success).toBe(false);
      expect(readOrNull(page)).toBeNull();
    }
  });

  test('a page the contract refuses is a failed load, not results', () => {
    expect(searchResponseFrom(firstPage)).toEqual(searchResponseSchema.parse(firstPage));
    expect(() => searchResponseFrom({ ...firstPage, page: 0 })).toThrow(/does not match its contract/);
  });
});
