import type { Duffel } from '@duffel/api';
import { createSandboxClock } from '@portal/sandbox-clock';
import type { Offer } from './duffelTypes';
import { centsOf } from './money';
import { orderRequest, sdkFor, searchOffers } from './orderFixtures';
import { startSandbox } from './testSandbox';

const clock = createSandboxClock();
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let duffel: Duffel;

beforeAll(async () => {
  sandbox = await startSandbox(clock);
  duffel = sdkFor(sandbox.basePath);
});
afterAll(() => sandbox.close());

const couple = [{ type: 'adult' as const }, { type: 'adult' as const }];
const refundable = (owner: string) => (offer: Offer) =>
  offer.owner.iata_code === owner && offer.conditions.refund_before_departure?.allowed === true;

/** Books the first refundable offer of `owner` on one of `routes`. */
const bookRefundable = async (owner: string, routes: [string, string][]) => {
  for (const [origin, destination] of routes) {
    const offer = (await searchOffers(duffel, clock, { origin, destination, passengers: couple, days: 25 })).find(
      refundable(owner),
    );
    if (offer) return (await duffel.orders.create(orderRequest(offer, []))).data;
  }
  throw new Error(`no refundable ${owner} offer on ${routes.join(' ')}`);
};

describe('how a cancelled order is paid back (refund_to), as Duffel quotes it', () => {
  test.each([
    [
      'WN',
      [
        ['LAX', 'DEN'],
        ['LAS', 'DEN'],
        ['DAL', 'HOU'],
        ['LAX', 'LAS'],
      ],
    ],
    [
      'AS',
      [
        ['SEA', 'LAX'],
        ['SEA', 'SFO'],
        ['SEA', 'ANC'],
        ['PDX', 'SEA'],
      ],
    ],
  ] as [string, [string, string][]][])(
    'a refundable %s fare refunds as airline credits: one per passenger, adding up to the refund; the balance gets nothing',
    async (owner, routes) => {
      const order = await bookRefundable(owner, routes);
      const quote = (await duffel.orderCancellations.create({ order_id: order.id })).data;

      expect(quote.refund_to).toBe('airline_credits');
      expect(quote.airline_credits).toHaveLength(order.passengers.length);
      expect(quote.airline_credits.map((credit) => credit.passenger_id).sort()).toEqual(
        order.passengers.map((passenger) => passenger.id).sort(),
      );
      expect(quote.airline_credits.reduce((sum, credit) => sum + centsOf(credit.credit_amount), 0)).toBe(
        centsOf(quote.refund_amount ?? '0'),
      );
      for (const credit of quote.airline_credits) {
        expect(credit).toMatchObject({
          id: expect.stringMatching(/^acd_0000\w{14}$/),
          credit_code: expect.stringMatching(/^[A-Z0-9]{10}$/),
          credit_currency: 'USD',
          issued_on: order.created_at.slice(0, 10),
        });
      }

      const balance = centsOf(sandbox.controls.balance());
      const confirmed = (await duffel.orderCancellations.confirm(quote.id)).data;
      expect(confirmed.airline_credits).toEqual(quote.airline_credits);
      expect(centsOf(sandbox.controls.balance())).toBe(balance);
    },
  );

  test('a refundable B6 fare refunds as a voucher, with no credits and nothing to the balance', async () => {
    const order = await bookRefundable('B6', [
      ['JFK', 'BOS'],
      ['JFK', 'FLL'],
      ['BOS', 'FLL'],
      ['JFK', 'MCO'],
    ]);
    const quote = (await duffel.orderCancellations.create({ order_id: order.id })).data;
    expect(quote).toMatchObject({ refund_to: 'voucher', airline_credits: [] });
    const balance = centsOf(sandbox.controls.balance());
    await duffel.orderCancellations.confirm(quote.id);
    expect(centsOf(sandbox.controls.balance())).toBe(balance);
  });
});
