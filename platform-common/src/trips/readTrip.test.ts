import fc from 'fast-check';
import { tripListSchema, tripSchema } from '../contracts/trips';
import { array, REFUSED } from '../validation/jsonReaders';
import { expectReadAsContract, nearMissesOf, withOneValueAlteredInside } from '../testing/contractProperties';
import { readTrip, tripFrom, tripListFrom } from './readTrip';

const place = (iata_code: string, city_name: string | null) => ({ iata_code, city_name, name: null, time_zone: 'UTC' });

/** A confirmed one-way trip as the gateway keeps it, with fields the contract does not name (kept as they came). */
const confirmed = {
  id: '7d3f2c1e-0000-4000-8000-000000000001',
  status: 'confirmed',
  duffelBookingId: 'ord_0000AbCdEf',
  bookingReference: 'ORD0000A',
  totalAmount: '1234.00',
  totalCurrency: 'GBP',
  cancellable: true,
  refundAmount: null,
  cancelledAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  brandKey: 'sunjet.travel',
  bookingData: {
    slices: [
      {
        id: 'sli_1',
        origin: place('JFK', 'New York'),
        destination: place('LHR', 'London'),
        departure_time: '2026-12-20T18:30:00',
        arrival_time: null,
        segments: [
          {
            id: 'seg_1',
            departing_at: '2026-12-20T18:30:00',
            arriving_at: '2026-12-21T06:45:00',
            origin: place('JFK', 'New York'),
            destination: place('LHR', null),
            marketing_carrier: { iata_code: 'BA' },
          },
        ],
      },
    ],
    passengers: [{ id: 'pas_1', given_name: 'Ada', family_name: 'Lovelace', type: 'infant_without_seat' }],
    conditions: {
      changeable: false,
      cancellation_options: [{ type: 'refund_before_departure', allowed: true, penalty_amount: '50.00' }],
    },
    total_amount: '1234.00',
  },
};

/** A cancelled trip paid back in airline credits, its itinerary stored as JSON text, missing what defaults. */
const cancelled = {
  id: 'bk_2',
  status: 'cancelled',
  bookingData: JSON.stringify({
    slices: [{ origin: place('CDG', 'Paris'), destination: place('FCO', 'Rome') }],
    conditions: {},
  }),
  totalAmount: '310.50',
  refundTo: 'airline_credits',
  airlineCredits: [
    {
      code: 'AF-CRED-1',
      name: 'Air France credit',
      amount: '310.50',
      currency: 'EUR',
      issuedOn: '2026-11-02',
      expiresOn: '2027-11-02',
      passengerName: null,
    },
  ],
  cancelledAt: '2026-11-02T08:00:00.000Z',
};

/** A booking still being made: no itinerary yet, no amount. */
const pending = { id: 'bk_3', status: 'pending', bookingData: null, totalAmount: null };

const trips = [confirmed, cancelled, pending] as const;

const readOrNull = (value: unknown) => {
  const trip = readTrip(value);
  return trip === REFUSED ? null : trip;
};
const readListOrNull = (value: unknown) => {
  const list = array(readTrip)(value);
  return list === REFUSED ? null : list;
};

/** Values the contract singles out: its enums' neighbours, itineraries as text (readable or not). */
const ODD_VALUES = [
  'completed',
  'refunded',
  'voucher',
  'cash',
  'child',
  'senior',
  '{"slices":[]}',
  '{"passengers":[{"given_name":"A"}]}',
  'not json',
  '[]',
  '5',
  'null',
  '',
  [],
  {},
  null,
  true,
];

const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(...ODD_VALUES),
  fc.jsonValue().map((value) => JSON.stringify(value)),
);

describe('a booking, read without zod', () => {
  test('each kind of trip reads as the contract parses it: defaults filled, text itineraries parsed, unknown keys kept', () => {
    for (const trip of trips) expect(readOrNull(trip)).toStrictEqual(tripSchema.parse(trip));
    expect(readOrNull(cancelled)).toMatchObject({
      totalCurrency: 'USD',
      bookingData: { passengers: [], slices: [{ segments: [] }], conditions: { cancellation_options: [] } },
    });
    expect(readOrNull(confirmed)).toMatchObject({ brandKey: 'sunjet.travel' });
    expect(readOrNull({ ...pending, bookingData: 'not json' })).toStrictEqual({ ...pending, totalCurrency: 'USD' });
  });

  test('a __proto__ key in the answer is dropped, as the contract drops it, and changes no prototype', () => {
    const answer: unknown = JSON.parse(
      '{"id":"bk_4","status":"pending","totalAmount":null,"__proto__":{"isAdmin":true},"note":"kept"}',
    );
    const read = readOrNull(answer);
    expect(read).toStrictEqual(tripSchema.parse(answer));
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(read).toMatchObject({ note: 'kept' });
    expect((read as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  test('every answer one step from a valid one is read as the contract reads it', () => {
    for (const trip of trips)
      for (const candidate of nearMissesOf(trip, ODD_VALUES))
        expect(readOrNull(candidate)).toStrictEqual(tripSchema.safeParse(candidate).data ?? null);
  });

  test('accepts exactly what the contract accepts and returns what the contract returns', () =>
    expectReadAsContract(
      fc.oneof(withOneValueAlteredInside(trips, oddValue), fc.jsonValue()),
      tripSchema,
      readOrNull,
      3000,
    ));

  test('a list reads as the list contract reads it', () =>
    expectReadAsContract(
      fc.oneof(
        fc.array(fc.constantFrom<unknown>(...trips), { maxLength: 4 }),
        withOneValueAlteredInside([[...trips]], oddValue),
      ),
      tripListSchema,
      readListOrNull,
      1000,
    ));

  test('answers the contract refuses are a failed load, not a trip', () => {
    expect(tripFrom(pending)).toStrictEqual(tripSchema.parse(pending));
    expect(tripListFrom([confirmed, pending])).toStrictEqual(tripListSchema.parse([confirmed, pending]));
    expect(() => tripFrom({ ...pending, status: 'refunded' })).toThrow(/does not match its contract/);
    expect(() => tripListFrom({ trips: [] })).toThrow(/does not match its contract/);
  });
});
