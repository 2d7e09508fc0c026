import fc from 'fast-check';
import { flightOfferSchema } from '@portal/platform-common/contracts';
import {
  expectReadAsContract,
  makeBookableOffer,
  makeOffer,
  nearMissesOf,
  withOneValueAlteredInside,
} from '../testing';
import { REFUSED } from '@portal/platform-common/json-readers';
import { flightOfferFrom } from './flightReaders';
import { readFlightOffer } from './readFlightOffer';

const withServices = makeBookableOffer({
  roundTrip: true,
  available_services: [
    {
      id: 'ase_1',
      type: 'baggage',
      name: 'Checked bag',
      description: 'One 23 kg bag',
      total_amount: '45.00',
      total_currency: 'USD',
      passenger_ids: ['pas_1'],
      segment_ids: ['seg_out_1'],
      maximum_quantity: 2,
    },
  ],
  passengers: [
    { id: 'pas_1', type: 'adult' },
    { id: 'pas_2', type: 'infant_without_seat' },
  ],
  conditions: {
    refundable: true,
    changeable: false,
    refund_penalty: { amount: '100', currency: 'EUR' },
    change_penalty: null,
  },
});
const connecting = makeOffer({ inbound: { via: ['ORD'] } });
const [outbound] = connecting.slices;
const [firstSegment] = outbound!.segments;
// The optional and nullable fields both ways: present, null, absent.
const withOptionalFields = {
  ...connecting,
  slices: [
    {
      ...outbound!,
      fare_brand_name: null,
      departure_time: '08:00',
      segments: [
        {
          ...firstSegment!,
          aircraft: null,
          duration: null,
          origin: { ...firstSegment!.origin, time_zone: 'America/New_York', terminal: '4' },
        },
      ],
    },
  ],
};
const OFFERS = [connecting, withServices, withOptionalFields] as const;

/** Odd values a broken answer could hold anywhere: any JSON, and near misses of the offer's rules. */
const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom('', 'JF', 'JFKX', 'usd', 'US', '12.345', '1e3', '-5', 'child', 'infant', -1, 0, 1, 1.5, 2 ** 53),
  fc.constantFrom(null, true, [], {}),
);

const readOrNull = (value: unknown) => {
  const offer = readFlightOffer(value);
  return offer === REFUSED ? null : offer;
};

describe('an offer, read without zod', () => {
  test('the valid offers read as the contract parses them', () => {
    for (const offer of OFFERS) expect(readOrNull(offer)).toEqual(flightOfferSchema.parse(offer));
  });

  test('every offer one step from a valid one is read as the contract reads it', () => {
    for (const offer of OFFERS)
      for (const candidate of nearMissesOf(offer, ['infant', 'child', 'adult']))
        expect(readOrNull(candidate)).toStrictEqual(flightOfferSchema.safeParse(candidate).data ?? null);
  });

  test('accepts exactly what the contract accepts and returns what the contract returns', () =>
    expectReadAsContract(
      fc.oneof(withOneValueAlteredInside(OFFERS, oddValue), fc.jsonValue()),
      flightOfferSchema,
      readOrNull,
      5000,
    ));

  test('an offer the contract refuses is a failed load, not an offer', () => {
    expect(flightOfferFrom(withServices)).toEqual(flightOfferSchema.parse(withServices));
    expect(() => flightOfferFrom({ ...withServices, total_currency: 'usd' })).toThrow(/does not match its contract/);
  });
});
