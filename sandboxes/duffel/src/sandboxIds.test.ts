import { createSandboxIds } from './sandboxIds';
import type { SearchParams } from './search';

const search: SearchParams = {
  slices: [
    {
      origin: 'JFK',
      destination: 'LHR',
      departureDate: '2031-03-01',
      departureTime: { from: 360, to: 720 },
      arrivalTime: null,
    },
    {
      origin: 'LHR',
      destination: 'JFK',
      departureDate: '2031-03-08',
      departureTime: null,
      arrivalTime: { from: 0, to: 1439 },
    },
  ],
  passengers: [
    { type: 'adult', age: null },
    { type: 'child', age: 8 },
    { type: 'infant_without_seat', age: null },
  ],
  cabinClass: 'premium_economy',
  maxConnections: 2,
  createdAt: 1_900_000_000_123,
  nonce: 3_141_592_653,
};

const ids = createSandboxIds('secret-one');

describe('self-describing ids', () => {
  test('an offer request id carries its whole search, creation time included', () => {
    const id = ids.requestId(search);
    expect(id).toMatch(/^orq_[A-Za-z0-9_-]+$/);
    expect(id.length).toBeLessThan(80);
    expect(ids.readRequest(id)).toEqual(search);
  });

  test('an offer id adds its position; another instance with the same secret reads it', () => {
    const id = ids.offerId(search, 217);
    expect(createSandboxIds('secret-one').readOffer(id)).toEqual({ search, index: 217 });
  });

  test('a forged, altered or foreign id is refused', () => {
    const id = ids.offerId(search, 3);
    const flipped = `${id.slice(0, 10)}${id[10] === 'A' ? 'B' : 'A'}${id.slice(11)}`;
    expect(ids.readOffer(flipped)).toBeNull();
    expect(ids.readOffer(`${id}x`)).toBeNull();
    expect(ids.readOffer(id.replace('off_', 'orq_'))).toBeNull();
    expect(ids.readRequest(id)).toBeNull();
    expect(createSandboxIds('secret-two').readOffer(id)).toBeNull();
    expect(ids.readOffer('off_0000AzVj9AIZnvUPuRo7Mo')).toBeNull();
    expect(ids.readOffer('')).toBeNull();
  });

  test('service ids are new on every call yet name their offer and what they sell', () => {
    const seat = { kind: 'seat', passenger: 1, segment: 2, row: 34, column: 'K' } as const;
    const [one, two] = [ids.serviceId(search, 9, seat), ids.serviceId(search, 9, seat)];
    expect(one).not.toBe(two);
    expect(ids.readService(one)).toEqual({ offerId: ids.offerId(search, 9), service: seat });
    const bag = { kind: 'baggage', passenger: 0, slice: 1, bag: 'carry_on' } as const;
    expect(ids.readService(ids.serviceId(search, 9, bag))).toEqual({ offerId: ids.offerId(search, 9), service: bag });
    expect(ids.readService(one.slice(0, -1))).toBeNull();
  });

  test('a cancellation id carries its order and quote time, and only this secret reads it', () => {
    const id = ids.cancellationId('ord_0000AbCdEfGhIjKlMnOpQr', 1_900_000_000_123);
    expect(id).toMatch(/^ore_[A-Za-z0-9_-]+$/);
    expect(ids.readCancellation(id)).toEqual({ orderId: 'ord_0000AbCdEfGhIjKlMnOpQr', createdAt: 1_900_000_000_123 });
    expect(createSandboxIds('secret-two').readCancellation(id)).toBeNull();
    expect(ids.readCancellation(id.replace('ore_', 'off_'))).toBeNull();
    expect(ids.readOffer(id)).toBeNull();
  });
});

test('two requests of one search made in the same millisecond get ids of their own (Duffel ids are unique), and so do their offers', () => {
  const [one, two] = [ids.requestId({ ...search, nonce: 1 }), ids.requestId({ ...search, nonce: 2 })];
  expect(one).not.toBe(two);
  expect(ids.offerId({ ...search, nonce: 1 }, 0)).not.toBe(ids.offerId({ ...search, nonce: 2 }, 0));
  expect(ids.readRequest(two)?.nonce).toBe(2);
});
