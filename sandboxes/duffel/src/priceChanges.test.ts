import type { Duffel } from '@duffel/api';
import { createSandboxClock } from '@portal/sandbox-clock';
import type { Offer } from './duffelTypes';
import { centsOf } from './money';
import { DRIFT_AFTER_MS, naturalDrift } from './priceChanges';
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
afterEach(() => {
  sandbox.controls.setBehaviour(null);
  clock.reset();
});

const moveBy = (percent: number) =>
  sandbox.controls.setBehaviour(({ operation }) =>
    operation === 'offers.get' ? { kind: 'price_change', percent } : null,
  );

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
    const elsewise = await duffelErrorOf(
      duffel.orders.create({
        ...orderRequest(listed, []),
        payments: [{ type: 'balance', amount: '1.00', currency: 'USD' }],
      }),
    );
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

describe('fares that drift on their own, as Duffel re-prices offers while they live', () => {
  test('an offer read within 20 minutes of its search costs what it was listed at; read later, a third of offers cost more and some less, the same on every read, and an order at the old amount is price_changed', async () => {
    const fresh = await searchOffers(duffel, clock);
    const risen = fresh.find((offer) => naturalDrift(offer.id) > 0) as Offer;
    const fallen = fresh.find((offer) => naturalDrift(offer.id) < 0) as Offer;
    const held = fresh.find((offer) => naturalDrift(offer.id) === 0) as Offer;
    expect([risen, fallen, held].every(Boolean)).toBe(true);
    expect((await duffel.offers.get(risen.id)).data.total_amount).toBe(risen.total_amount);

    clock.advanceMinutes(DRIFT_AFTER_MS / 60_000 + 1);
    const later = (await duffel.offers.get(risen.id)).data;
    expect(centsOf(later.total_amount)).toBe(
      Math.round((centsOf(risen.total_amount) * (100 + naturalDrift(risen.id))) / 100),
    );
    expect((await duffel.offers.get(risen.id)).data.total_amount).toBe(later.total_amount);
    expect(centsOf((await duffel.offers.get(fallen.id)).data.total_amount)).toBeLessThan(centsOf(fallen.total_amount));
    expect((await duffel.offers.get(held.id)).data.total_amount).toBe(held.total_amount);
    expect(fresh.filter((offer) => naturalDrift(offer.id) > 0).length / fresh.length).toBeGreaterThan(0.2);

    const atListed = await duffelErrorOf(duffel.orders.create(orderRequest(risen, [])));
    expect(atListed.errors[0]?.code).toBe('price_changed');
  });
});

describe('an offer request already booked, whatever its price does since', () => {
  test('ordering it again answers offer_request_already_booked before any price check, even after its fare moved', async () => {
    const listed = (await searchOffers(duffel, clock))[0] as Offer;
    await duffel.orders.create(orderRequest(listed, []));
    moveBy(15);
    await duffel.offers.get(listed.id);

    const again = await duffelErrorOf(duffel.orders.create(orderRequest(listed, [])));

    expect(again.errors[0]?.code).toBe('offer_request_already_booked');
  });
});
