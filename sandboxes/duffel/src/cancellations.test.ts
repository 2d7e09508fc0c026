import type { Duffel } from '@duffel/api';
import { createSandboxClock } from '@portal/sandbox-clock';
import type { Offer } from './duffelTypes';
import { centsOf, formatCents } from './money';
import { duffelErrorOf, orderRequest, sdkFor, searchOffers } from './orderFixtures';
import { startSandbox } from './testSandbox';

const clock = createSandboxClock();
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let duffel: Duffel;
let business: Offer[];
let economy: Offer[];

beforeAll(async () => {
  sandbox = await startSandbox(clock);
  duffel = sdkFor(sandbox.basePath);
  const couple = [{ type: 'adult' as const }, { type: 'adult' as const }];
  business = await searchOffers(duffel, clock, {
    origin: 'LHR',
    destination: 'JFK',
    cabin: 'business',
    passengers: couple,
    days: 20,
  });
  economy = await searchOffers(duffel, clock, { origin: 'LHR', destination: 'JFK', passengers: couple, days: 20 });
});
afterAll(() => sandbox.close());
afterEach(() => clock.reset());

// Duffel orders one offer per offer request: each booking after the first searches again.
const used = new Set<string>();
const book = async (offers: Offer[], pick: (offer: Offer) => boolean) => {
  const cabin = offers === business ? 'business' : 'economy';
  const couple = [{ type: 'adult' as const }, { type: 'adult' as const }];
  const fresh =
    used.size === 0
      ? offers
      : await searchOffers(duffel, clock, { origin: 'LHR', destination: 'JFK', cabin, passengers: couple, days: 20 });
  const offer = fresh.find((candidate) => pick(candidate) && !used.has(candidate.id));
  if (!offer) throw new Error('no such offer');
  used.add(offer.id);
  return (await duffel.orders.create(orderRequest(offer, []))).data;
};
const penalty = (offer: Offer) => centsOf(offer.conditions.refund_before_departure?.penalty_amount ?? '0');
const refundableWithPenalty = (offer: Offer) =>
  offer.conditions.refund_before_departure?.allowed === true && penalty(offer) > 0;

describe('order cancellations through the SDK', () => {
  test('a refundable fare quotes the total less the penalty for 15 minutes; confirming cancels the order and refunds the balance', async () => {
    const order = await book(business, refundableWithPenalty);
    expect(order.available_actions).toContain('cancel');
    const created = await duffel.orderCancellations.create({ order_id: order.id });
    const quote = created.data;
    expect(created.status).toBe(201);
    expect(quote.id).toMatch(/^ore_/);
    expect(quote).toMatchObject({
      order_id: order.id,
      refund_to: 'balance',
      refund_currency: 'USD',
      confirmed_at: null,
      live_mode: false,
      airline_credits: [],
    });
    const expectedRefund =
      centsOf(order.total_amount) - centsOf(order.conditions.refund_before_departure?.penalty_amount ?? '0');
    expect(quote.refund_amount).toBe(formatCents(expectedRefund));
    expect(centsOf(quote.refund_amount)).toBeLessThan(centsOf(order.total_amount));
    expect(Date.parse(quote.expires_at) - Date.parse(quote.created_at)).toBe(15 * 60_000);
    expect((await duffel.orderCancellations.get(quote.id)).data).toEqual(quote);
    expect((await duffel.orders.get(order.id)).data.cancelled_at).toBeNull();

    const balance = centsOf(sandbox.controls.balance());
    clock.advanceMinutes(10);
    const confirmed = (await duffel.orderCancellations.confirm(quote.id)).data;
    expect(confirmed).toEqual({ ...quote, confirmed_at: expect.any(String) });
    expect(Date.parse(confirmed.confirmed_at)).toBeGreaterThan(Date.parse(quote.created_at));
    expect((await duffel.orderCancellations.get(quote.id)).data).toEqual(confirmed);
    const cancelled = (await duffel.orders.get(order.id)).data;
    expect(cancelled).toMatchObject({
      cancelled_at: confirmed.confirmed_at,
      available_actions: [],
      cancellation: confirmed,
      booking_reference: order.booking_reference,
    });
    expect(centsOf(sandbox.controls.balance())).toBe(balance + expectedRefund);

    const twice = await duffelErrorOf(duffel.orderCancellations.confirm(quote.id));
    expect(twice.meta.status).toBe(422);
    expect(twice.errors[0]?.code).toBe('order_cancellation_already_confirmed');
    const again = await duffelErrorOf(duffel.orderCancellations.create({ order_id: order.id }));
    expect(again.errors[0]?.code).toBe('order_already_cancelled');
    expect(centsOf(sandbox.controls.balance())).toBe(balance + expectedRefund);
    expect(sandbox.controls.stats()).toMatchObject({
      'order_cancellations.create': 2,
      'order_cancellations.confirm': 2,
      'order_cancellations.get': 2,
    });
  });

  test('a flexible fare without a penalty refunds everything paid', async () => {
    const order = await book(
      economy,
      (offer) => offer.conditions.refund_before_departure?.allowed === true && penalty(offer) === 0,
    );
    const quote = (await duffel.orderCancellations.create({ order_id: order.id })).data;
    expect(quote.refund_amount).toBe(order.total_amount);
  });

  test('a non-refundable fare cannot be cancelled: 422 order_not_cancellable, and the order says so', async () => {
    const order = await book(economy, (offer) => offer.conditions.refund_before_departure?.allowed === false);
    expect(order.available_actions).not.toContain('cancel');
    const error = await duffelErrorOf(duffel.orderCancellations.create({ order_id: order.id }));
    expect(error.meta.status).toBe(422);
    expect(error.errors[0]).toMatchObject({ code: 'order_not_cancellable', title: 'Order not refundable' });
  });

  test('a quote older than 15 minutes cannot be confirmed; a fresh one can', async () => {
    const order = await book(business, refundableWithPenalty);
    const stale = (await duffel.orderCancellations.create({ order_id: order.id })).data;
    clock.advanceMinutes(16);
    const error = await duffelErrorOf(duffel.orderCancellations.confirm(stale.id));
    expect(error.meta.status).toBe(422);
    expect(error.errors[0]?.code).toBe('order_cancellation_expired');
    expect((await duffel.orders.get(order.id)).data.cancelled_at).toBeNull();
    const fresh = (await duffel.orderCancellations.create({ order_id: order.id })).data;
    expect((await duffel.orderCancellations.confirm(fresh.id)).data.confirmed_at).toEqual(expect.any(String));
    // The stale quote now meets a cancelled order.
    expect((await duffelErrorOf(duffel.orderCancellations.confirm(stale.id))).errors[0]?.code).toBe(
      'order_already_cancelled',
    );
  });

  test('once the first flight has left, by the clock, nothing can be cancelled', async () => {
    const order = await book(business, refundableWithPenalty);
    const quote = (await duffel.orderCancellations.create({ order_id: order.id })).data;
    clock.advanceMinutes(22 * 24 * 60);
    const create = await duffelErrorOf(duffel.orderCancellations.create({ order_id: order.id }));
    expect(create.errors[0]).toMatchObject({ code: 'order_not_cancellable', title: 'Flight already departed' });
    expect((await duffelErrorOf(duffel.orderCancellations.confirm(quote.id))).errors[0]?.code).toBe(
      'order_not_cancellable',
    );
  });

  test('unknown orders and quotes are 404s; a missing order_id is a validation error', async () => {
    expect(
      (await duffelErrorOf(duffel.orderCancellations.create({ order_id: 'ord_0000NoSuchOrder00000' }))).meta.status,
    ).toBe(404);
    expect((await duffelErrorOf(duffel.orderCancellations.get('ore_0000Forged'))).meta.status).toBe(404);
    expect((await duffelErrorOf(duffel.orderCancellations.confirm('ore_0000Forged'))).meta.status).toBe(404);
    const invalid = await duffelErrorOf(duffel.orderCancellations.create({ order_id: '' }));
    expect(invalid.errors[0]).toMatchObject({ code: 'validation_error', source: { pointer: '/order_id' } });
  });
});
