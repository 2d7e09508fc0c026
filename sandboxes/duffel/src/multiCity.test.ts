import type { Duffel } from '@duffel/api';
import { createSandboxClock } from '@portal/sandbox-clock';
import type { Offer } from './duffelTypes';
import { centsOf } from './money';
import { duffelErrorOf, orderRequest, sdkFor } from './orderFixtures';
import { daysFromNow, startSandbox } from './testSandbox';

// Multi-city: an offer request of several slices, each its own route and date, and the orders of its offers.
const clock = createSandboxClock();
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let duffel: Duffel;

beforeAll(async () => {
  sandbox = await startSandbox(clock);
  duffel = sdkFor(sandbox.basePath);
});
afterAll(() => sandbox.close());

const slicesOf = (route: string[], days: number[]) =>
  route.slice(1).map((destination, i) => ({
    origin: route[i] as string,
    destination,
    departure_date: daysFromNow(days[i] ?? 60, clock),
    departure_time: null,
    arrival_time: null,
  }));

const search = async (route: string[], days: number[]): Promise<Offer[]> => {
  const request = await duffel.offerRequests.create({
    slices: slicesOf(route, days),
    passengers: [{ type: 'adult' }, { type: 'adult' }],
    cabin_class: 'economy',
    max_connections: 1,
    return_offers: false,
  });
  return (await duffel.offers.list({ offer_request_id: request.data.id, limit: 200 })).data as Offer[];
};

const THREE_CITIES = ['JFK', 'LHR', 'CDG', 'JFK'];
const THREE_DATES = [30, 34, 38];

describe('multi-city offer requests', () => {
  test('each offer of a 3-slice request flies the 3 slices in order, each on its own day, one airline selling all', async () => {
    const offers = await search(THREE_CITIES, THREE_DATES);

    expect(offers.length).toBeGreaterThan(10);
    for (const offer of offers) {
      expect(offer.slices.map((slice) => `${slice.origin.iata_code}-${slice.destination.iata_code}`)).toEqual([
        'JFK-LHR',
        'LHR-CDG',
        'CDG-JFK',
      ]);
      offer.slices.forEach((slice, i) => {
        expect(slice.segments[0]?.departing_at.slice(0, 10)).toBe(daysFromNow(THREE_DATES[i] as number, clock));
        expect(slice.fare_brand_name).toEqual(expect.any(String));
        expect(slice.conditions).toBeDefined();
      });
      expect(new Set(offer.slices.map((slice) => slice.fare_brand_name)).size).toBe(1);
      expect(
        offer.slices.every((slice) =>
          slice.segments.some((s) => s.marketing_carrier.iata_code === offer.owner.iata_code),
        ),
      ).toBe(true);
    }
  });

  test('a third flight costs more: the cheapest 3-slice trip is dearer than the cheapest trip of its first two slices', async () => {
    const three = await search(THREE_CITIES, THREE_DATES);
    const two = await search(THREE_CITIES.slice(0, 3), THREE_DATES);
    const cheapest = (offers: Offer[]) => Math.min(...offers.map((offer) => centsOf(offer.total_amount)));

    expect(cheapest(three)).toBeGreaterThan(cheapest(two));
  });

  test('five slices are searched; a sixth is a 422 validation error on slices', async () => {
    const five = await search(['JFK', 'LHR', 'CDG', 'FRA', 'MAD', 'JFK'], [30, 33, 36, 39, 42]);
    expect(five.length).toBeGreaterThan(0);
    expect(five.every((offer) => offer.slices.length === 5)).toBe(true);

    const six = await duffelErrorOf(
      duffel.offerRequests.create({
        slices: slicesOf(['JFK', 'LHR', 'CDG', 'FRA', 'MAD', 'BCN', 'JFK'], [30, 33, 36, 39, 42, 45]),
        passengers: [{ type: 'adult' }],
        return_offers: false,
      }),
    );
    expect(six.meta.status).toBe(422);
    expect(six.errors[0]).toMatchObject({ code: 'validation_error', source: { pointer: '/slices' } });
  });

  test('slices out of date order are refused, naming the slice that departs too early', async () => {
    const error = await duffelErrorOf(
      duffel.offerRequests.create({
        slices: slicesOf(THREE_CITIES, [30, 38, 34]),
        passengers: [{ type: 'adult' }],
        return_offers: false,
      }),
    );
    expect(error.meta.status).toBe(422);
    expect(error.errors[0]).toMatchObject({
      code: 'validation_error',
      source: { pointer: '/slices/2/departure_date' },
    });
  });

  test('a 3-slice offer is ordered with its 3 slices and cancelled as one order', async () => {
    // A fare that may be cancelled for a refund: which fares lead the list changes with the dates.
    const offer = (await search(THREE_CITIES, THREE_DATES)).find(
      (candidate) => candidate.conditions.refund_before_departure?.allowed === true,
    );
    if (!offer) throw new Error('no refundable offer');

    const order = (await duffel.orders.create(orderRequest(offer, []))).data;
    expect(order.slices.map((slice) => `${slice.origin.iata_code}-${slice.destination.iata_code}`)).toEqual([
      'JFK-LHR',
      'LHR-CDG',
      'CDG-JFK',
    ]);
    expect(order.total_amount).toBe(offer.total_amount);

    const quote = (await duffel.orderCancellations.create({ order_id: order.id })).data;
    await duffel.orderCancellations.confirm(quote.id);
    expect((await duffel.orders.get(order.id)).data.cancelled_at).toEqual(expect.any(String));
  });
});
