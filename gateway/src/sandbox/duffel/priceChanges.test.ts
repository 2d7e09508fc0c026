import type { Duffel } from '@duffel/api';
import { createSandboxClock } from '../clock';
import type { Offer } from './duffelTypes';
import { centsOf } from './money';
import { duffelErrorOf, orderRequest, sdkFor, searchOffers } from './orderFixtures';
import { startSandbox } from './testSandbox';

const clock = createSandboxClock();
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let duffel: Duffel;
let offers: Offer[];

beforeAll(async () => {
  sandbox = await startSandbox(clock);
  duffel = sdkFor(sandbox.basePath);
  offers = await searchOffers(duffel, clock);
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.controls.setBehaviour(null));

const moveBy = (percent: number) => sandbox.controls.setBehaviour(({ operation }) => (operation === 'offers.get' ? { kind: 'price_change', percent } : null));

describe('a price_change on offers.get, as Duffel re-prices an offer', () => {
  test('the offer read costs N percent more, once (reading again does not compound); an order at the listed amount is price_changed; at the new one it books', async () => {
    const listed = offers[0] as Offer;
    moveBy(10);
    const read = (await duffel.offers.get(listed.id)).data;
    const again = (await duffel.offers.get(listed.id)).data;

    expect(centsOf(read.total_amount)).toBe(Math.round(centsOf(listed.total_amount) * 1.1));
    expect(again.total_amount).toBe(read.total_amount);
    expect(centsOf(read.base_amount) + centsOf(read.tax_amount)).toBe(centsOf(read.total_amount));

    const atListed = await duffelErrorOf(duffel.orders.create(orderRequest(listed, [])));
    expect(atListed.meta.status).toBe(422);
    expect(atListed.errors[0]).toMatchObject({ code: 'price_changed' });
    const elsewise = await duffelErrorOf(duffel.orders.create({ ...orderRequest(listed, []), payments: [{ type: 'balance', amount: '1.00', currency: 'USD' }] }));
    expect(elsewise.errors[0]?.code).toBe('payment_amount_does_not_match_order_amount');

    const order = (await duffel.orders.create(orderRequest(read, []))).data;
    expect(order.total_amount).toBe(read.total_amount);
  });

  test('a price that fell is read lower and booked at the lower amount', async () => {
    // Another request: Duffel orders one offer per offer request, and the first test booked one.
    const listed = (await searchOffers(duffel, clock))[1] as Offer;
    moveBy(-20);
    const read = (await duffel.offers.get(listed.id)).data;
    expect(centsOf(read.total_amount)).toBe(Math.round(centsOf(listed.total_amount) * 0.8));
    expect((await duffel.orders.create(orderRequest(read, []))).data.total_amount).toBe(read.total_amount);
  });
});
