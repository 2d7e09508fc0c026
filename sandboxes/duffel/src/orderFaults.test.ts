import type { Duffel } from '@duffel/api';
import { createSandboxClock } from '@portal/sandbox-clock';
import type { DuffelFault } from './faults';
import {
  createFreshOffers,
  duffelErrorOf,
  lookUpByBookingId,
  orderRequest,
  sdkFor,
  searchOffers,
} from './orderFixtures';
import { startSandbox } from './testSandbox';

// The faults a test can inject around orders.create, and how a lost answer's order is found again.
const clock = createSandboxClock();
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let duffel: Duffel;
let freshOffer: ReturnType<typeof createFreshOffers>;

beforeAll(async () => {
  sandbox = await startSandbox(clock);
  duffel = sdkFor(sandbox.basePath);
  freshOffer = createFreshOffers(duffel, clock, await searchOffers(duffel, clock));
});
afterAll(() => sandbox.close());
afterEach(() => {
  clock.reset();
  sandbox.controls.setBehaviour(null);
});

describe('faults before order creation', () => {
  const fault = (value: DuffelFault, operation = 'orders.create') =>
    sandbox.controls.setBehaviour((call) => (call.operation === operation ? value : null));

  test('a forced 202: the answer carries no order, which then appears to a lookup by passenger name and metadata', async () => {
    const { offer } = await freshOffer();
    fault({ kind: 'accepted' });
    const body = orderRequest(offer, []);
    const accepted = await duffel.orders.create(body);
    expect(accepted.status).toBe(202);
    expect(accepted.data).toBeNull();
    const found = await lookUpByBookingId(duffel, 'Earhart', body.metadata?.booking_id ?? '');
    expect(found?.booking_reference).toMatch(/^[A-Z0-9]{6}$/);
    expect((await duffel.orders.get(found?.id ?? '')).data.metadata).toEqual(body.metadata);
  });

  test('a 202 with a delay: the order shows only once the airline is done, and a retry meanwhile is already booked', async () => {
    const { offer } = await freshOffer();
    fault({ kind: 'accepted', afterMs: 120_000 });
    const body = orderRequest(offer, []);
    expect((await duffel.orders.create(body)).status).toBe(202);
    sandbox.controls.setBehaviour(null);
    expect(await lookUpByBookingId(duffel, 'Earhart', body.metadata?.booking_id ?? '')).toBeUndefined();
    expect((await duffelErrorOf(duffel.orders.create(body))).errors[0]?.code).toBe('offer_request_already_booked');
    clock.advanceMinutes(3);
    expect(await lookUpByBookingId(duffel, 'Earhart', body.metadata?.booking_id ?? '')).toBeDefined();
  });

  test('order_not_created: a 502 that guarantees nothing was booked or paid', async () => {
    const { offer } = await freshOffer();
    const balance = sandbox.controls.balance();
    fault({ kind: 'order_not_created' });
    const body = orderRequest(offer, []);
    const error = await duffelErrorOf(duffel.orders.create(body));
    expect(error.meta.status).toBe(502);
    expect(error.errors[0]).toMatchObject({ type: 'api_error', code: 'order_not_created' });
    expect(sandbox.controls.balance()).toBe(balance);
    expect(await lookUpByBookingId(duffel, 'Earhart', body.metadata?.booking_id ?? '')).toBeUndefined();
    sandbox.controls.setBehaviour(null);
    expect((await duffel.orders.create(body)).status).toBe(201);
  });

  test('a 500 whose order was made anyway is found by the lookup; one that was not is not', async () => {
    const [{ offer: made }, { offer: lost }] = [await freshOffer(), await freshOffer()];
    fault({ kind: 'server_error', applied: true });
    const madeBody = orderRequest(made, []);
    expect((await duffelErrorOf(duffel.orders.create(madeBody))).meta.status).toBe(500);
    fault({ kind: 'server_error' });
    const lostBody = orderRequest(lost, []);
    expect((await duffelErrorOf(duffel.orders.create(lostBody))).errors[0]?.code).toBe('internal_server_error');
    expect(await lookUpByBookingId(duffel, 'Earhart', madeBody.metadata?.booking_id ?? '')).toBeDefined();
    expect(await lookUpByBookingId(duffel, 'Earhart', lostBody.metadata?.booking_id ?? '')).toBeUndefined();
  });

  test('a timeout never answers; the order it made is found by the lookup', async () => {
    const { offer } = await freshOffer();
    fault({ kind: 'timeout', applied: true });
    const body = orderRequest(offer, []);
    const outcome = await Promise.race([
      duffel.orders.create(body).then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('timed out'), 300)),
    ]);
    expect(outcome).toBe('timed out');
    sandbox.controls.releaseHeldCalls();
    expect(await lookUpByBookingId(duffel, 'Earhart', body.metadata?.booking_id ?? '')).toBeDefined();
  });

  test('price_changed is injectable; a fault on another operation leaves orders alone; every call is counted', async () => {
    const { offer } = await freshOffer();
    fault({ kind: 'price_changed' });
    expect((await duffelErrorOf(duffel.orders.create(orderRequest(offer, [])))).errors[0]?.code).toBe('price_changed');
    sandbox.controls.resetStats();
    fault({ kind: 'server_error', status: 503 }, 'offers.get');
    expect((await duffelErrorOf(duffel.offers.get(offer.id))).meta.status).toBe(503);
    expect((await duffel.orders.create(orderRequest(offer, []))).status).toBe(201);
    expect(sandbox.controls.stats()).toMatchObject({ 'offers.get': 1, 'orders.create': 1, 'orders.list': 0 });
  });
});
