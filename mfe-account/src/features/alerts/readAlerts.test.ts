import fc from 'fast-check';
import { REFUSED } from '@portal/platform/json-readers';
import { expectReadAsContract, nearMissesOf, withOneValueAlteredInside } from '@portal/platform/testing';
import { priceAlertListSchema } from '@portal/platform/validation';
import { priceAlertsFrom, readPriceAlert } from './readAlerts';

/** An alert on a return search with every filter, as the gateway lists it. */
const filtered = {
  id: '5b0c6a52-7c1d-4c55-9a3e-0d3f1b2a9e01',
  status: 'active',
  search: {
    origin: 'JFK',
    destination: 'LHR',
    departureDate: '2026-12-20',
    returnDate: '2027-01-03',
    cabinClass: 'business',
    adultsCount: 2,
    childrenCount: 1,
    infantsCount: 0,
    stops: [0, 1],
    airlines: ['BA', 'AA'],
    departureTime: ['morning'],
    arrivalTime: ['evening', 'afternoon'],
    maxDuration: 12,
    priceMin: 0,
    priceMax: 900.5,
    refundable: true,
    baggageIncluded: false,
  },
  targetPrice: '350.00',
  currency: 'USD',
  lastPrice: '380',
  lastCheckedAt: '2026-11-25T06:00:00.000Z',
  createdAt: '2026-11-24T10:00:00Z',
  resultsUrl: '/search?origin=JFK&destination=LHR&departureDate=2026-12-20',
};

/** An alert waiting for its e-mail: a one-way search as a query string carries it, nothing checked yet. */
const waiting = {
  id: '00000000-0000-0000-0000-000000000000',
  status: 'pending_confirmation',
  search: {
    origin: ' cdg ',
    destination: 'fco',
    departureDate: '2027-02-28',
    returnDate: '',
    adultsCount: '1',
    stops: '0, 1',
    airlines: '',
    maxDuration: '8',
    priceMax: '450',
    refundable: 'true',
  },
  targetPrice: null,
  currency: null,
  lastPrice: null,
  lastCheckedAt: null,
  createdAt: '2026-11-24T10:00:00.123456Z',
  resultsUrl: '/search?origin=CDG&destination=FCO&departureDate=2027-02-28',
};

const lists = [{ alerts: [filtered, waiting] }, { alerts: [] }] as const;

const readOrNull = (value: unknown) => {
  try {
    return priceAlertsFrom(value);
  } catch {
    return null;
  }
};
const alertsOf = (value: unknown) => {
  const parsed = priceAlertListSchema.safeParse(value);
  return parsed.success ? parsed.data.alerts : null;
};

/** Values the contract singles out: its coercions' edges, enums' neighbours, list and flag texts. */
const ODD_VALUES = [
  'ended',
  'expired',
  'premium_economy',
  'coach',
  'early_morning',
  'night',
  '0,1,2',
  '0,3',
  ' ',
  '1.5',
  '0x1F',
  '1e1',
  '',
  '9',
  '10',
  'false',
  'TRUE',
  'b a',
  'ba',
  'B1',
  'lhr',
  ' LHR ',
  'LHRX',
  '2024-02-29',
  '2023-02-29',
  '2026-12-20T00:00:00Z',
  '2026-12-20T00:00Z',
  '2026-12-20T00:00:00+01:00',
  '10000000',
  '10000000.5',
  [],
  ['0'],
  [0, 1, 2, 3],
  Array.from({ length: 51 }, () => 'BA'),
  Array.from({ length: 50 }, () => 'BA'),
  null,
  true,
  0,
  -1,
  73,
  1.5,
];

const oddValue = fc.oneof(fc.jsonValue(), fc.constantFrom(...ODD_VALUES), fc.string({ maxLength: 6 }));

describe('the price alert list, read without zod', () => {
  test('alerts read as the contract parses them: codes upper-cased, numbers and lists coerced, defaults filled', () => {
    for (const list of lists) expect(readOrNull(list)).toStrictEqual(alertsOf(list));
    expect(readOrNull(lists[0])?.[1]?.search).toStrictEqual({
      origin: 'CDG',
      destination: 'FCO',
      departureDate: '2027-02-28',
      returnDate: undefined,
      cabinClass: 'economy',
      adultsCount: 1,
      childrenCount: 0,
      infantsCount: 0,
      stops: [0, 1],
      airlines: [],
      maxDuration: 8,
      priceMax: 450,
      refundable: true,
    });
  });

  test('every answer one step from a valid one is read as the contract reads it', () => {
    for (const candidate of nearMissesOf(lists[0], ODD_VALUES))
      expect(readOrNull(candidate)).toStrictEqual(alertsOf(candidate));
  });

  test('accepts exactly what the contract accepts and returns what the contract returns', () =>
    expectReadAsContract(
      fc.oneof(withOneValueAlteredInside([lists[0]], oddValue), fc.jsonValue()),
      priceAlertListSchema.transform(({ alerts }) => alerts),
      readOrNull,
      3000,
    ));

  test('one alert reads alone as in the list', () => {
    expect(readPriceAlert(filtered)).toStrictEqual(alertsOf({ alerts: [filtered] })?.[0]);
    expect(readPriceAlert({ ...filtered, id: 'alert-1' })).toBe(REFUSED);
  });

  test('a list the contract refuses is a failed load, not alerts', () => {
    expect(() => priceAlertsFrom({ alerts: [{ ...filtered, status: 'expired' }] })).toThrow(
      /does not match its contract/,
    );
    expect(() => priceAlertsFrom([filtered])).toThrow(/does not match its contract/);
  });
});
