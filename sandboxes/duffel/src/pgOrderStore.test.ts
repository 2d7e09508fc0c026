import { Pool } from 'pg';
import { Sequelize } from 'sequelize';
import { createSandboxClock } from '@portal/sandbox-clock';
import type { Offer, Order } from './duffelTypes';
import { duffelErrorOf, offerWithSeats, orderRequest, sdkFor, searchOffers, seatsFor } from './orderFixtures';
import { createMemoryOrderStore, type DuffelOrderStore, type OrderPageRequest } from './orderStore';
import { createPostgresOrderStore } from './pgOrderStore';
import { createTestDatabase } from './pgTestDatabase';
import { startSandbox } from './testSandbox';

const clock = createSandboxClock();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
}, 30_000);
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await database.drop();
});
afterEach(() => clock.reset());

const newPool = () => {
  const pool = new Pool({ connectionString: database.url, max: 3 });
  closers.push(() => pool.end());
  return pool;
};

/** A sandbox instance as a gateway process would make it, on the shared database. */
const startInstance = async (store: DuffelOrderStore) => {
  const sandbox = await startSandbox(clock, { orderStore: store });
  closers.push(sandbox.close);
  return { sandbox, duffel: sdkFor(sandbox.basePath) };
};

describe('orders in PostgreSQL (sandbox_duffel_orders)', () => {
  let offers: Offer[];
  const booked = new Set<string>();

  test('an order made by one instance is found, listed, refused again and cancelled by a new instance after a restart', async () => {
    const first = await startInstance(createPostgresOrderStore({ pool: newPool() }));
    offers = await searchOffers(first.duffel, clock);
    const { offer, seatMaps } = await offerWithSeats(
      first.duffel,
      offers,
      (candidate) => candidate.conditions.refund_before_departure?.allowed === true,
    );
    const body = orderRequest(offer, seatsFor(offer, seatMaps));
    const order = (await first.duffel.orders.create(body)).data;
    booked.add(offer.id);
    await first.sandbox.close();

    // The restarted gateway: another process, here through Sequelize rather than a pg Pool.
    const sequelize = new Sequelize(database.url, { dialect: 'postgres', logging: false });
    closers.push(() => sequelize.close());
    const second = await startInstance(createPostgresOrderStore({ sequelize }));
    expect((await second.duffel.orders.get(order.id)).data).toEqual(order);
    const listed = await second.duffel.orders.list({ 'passenger_name[]': ['EARHART', 'amel'] });
    expect(listed.data.find((found) => found.metadata.booking_id === body.metadata?.booking_id)?.id).toBe(order.id);
    expect((await second.duffel.orders.list({ 'passenger_name[]': ['Lindbergh'] })).data).toEqual([]);
    expect((await duffelErrorOf(second.duffel.orders.create(body))).errors[0]?.code).toBe(
      'offer_request_already_booked',
    );

    const quote = (await second.duffel.orderCancellations.create({ order_id: order.id })).data;
    await second.sandbox.close();
    const third = await startInstance(createPostgresOrderStore({ pool: newPool() }));
    const confirmed = (await third.duffel.orderCancellations.confirm(quote.id)).data;
    expect(confirmed.confirmed_at).toEqual(expect.any(String));
    expect((await third.duffel.orders.get(order.id)).data).toMatchObject({
      cancelled_at: confirmed.confirmed_at,
      cancellation: confirmed,
    });
    expect((await duffelErrorOf(third.duffel.orderCancellations.confirm(quote.id))).errors[0]?.code).toBe(
      'order_cancellation_already_confirmed',
    );
  }, 30_000);

  test('a 202 order made before a restart appears after it, once its time has come', async () => {
    const first = await startInstance(createPostgresOrderStore({ pool: newPool() }));
    // A request of its own: Duffel orders one offer per offer request.
    const offer = (await searchOffers(first.duffel, clock)).find((candidate) => !booked.has(candidate.id)) as Offer;
    first.sandbox.controls.setBehaviour(() => ({ kind: 'accepted', afterMs: 60_000 }));
    const body = orderRequest(offer, []);
    expect((await first.duffel.orders.create(body)).status).toBe(202);
    await first.sandbox.close();

    const second = await startInstance(createPostgresOrderStore({ pool: newPool() }));
    const lookUp = async () =>
      (await second.duffel.orders.list({ 'passenger_name[]': ['Earhart'] })).data.find(
        (order) => order.metadata.booking_id === body.metadata?.booking_id,
      );
    expect(await lookUp()).toBeUndefined();
    clock.advanceMinutes(2);
    expect((await lookUp())?.booking_reference).toMatch(/^[A-Z0-9]{6}$/);
  });

  test('twenty concurrent bookings of one offer on two instances make one order', async () => {
    const [one, two] = [
      await startInstance(createPostgresOrderStore({ pool: newPool() })),
      await startInstance(createPostgresOrderStore({ pool: newPool() })),
    ];
    const fresh = await searchOffers(one.duffel, clock, {
      origin: 'BOS',
      destination: 'ORD',
      passengers: [{ type: 'adult' }],
    });
    const offer = fresh[0] as Offer;
    const body = orderRequest(offer, []);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? one : two).duffel.orders.create(body).then(
          (res) => String(res.status),
          (error: { errors?: { code: string }[] }) => error.errors?.[0]?.code,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === '201')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'offer_request_already_booked')).toHaveLength(19);
  });
});

describe('the PostgreSQL store (through Sequelize) pages as the memory store does', () => {
  const fakeOrder = (id: string, createdAt: string, familyName: string, reference: string): Order =>
    ({
      id,
      created_at: createdAt,
      booking_reference: reference,
      cancelled_at: null,
      payment_status: { awaiting_payment: false, paid_at: createdAt },
      passengers: [{ id: `pas_${id}`, given_name: 'Ann', family_name: familyName }],
    }) as unknown as Order;

  test('newest first, ties by id, forwards with after and back with before, with filters', async () => {
    // A database of its own: the orders of the tests above would join the unfiltered pages.
    const own = await createTestDatabase();
    const sequelize = new Sequelize(own.url, { dialect: 'postgres', logging: false });
    closers.push(
      () => own.drop(),
      () => sequelize.close(),
    );
    const pg = createPostgresOrderStore({ sequelize });
    const memory = createMemoryOrderStore();
    const base = Date.parse('2031-01-01T00:00:00Z');
    const orders = Array.from({ length: 9 }, (_, i) =>
      fakeOrder(
        `ord_page${['a', 'B', 'c', 'D', 'e', 'F', 'g', 'H', 'i'][i]}`,
        new Date(base + Math.floor(i / 2) * 60_000).toISOString(),
        i % 3 ? 'Page' : 'Other',
        `REF00${i}`,
      ),
    );
    for (const order of orders) {
      await pg.insert(`off_${order.id}`, order);
      await memory.insert(`off_${order.id}`, order);
    }
    const now = new Date(base + 3_600_000);
    const walk = async (store: DuffelOrderStore, names: string[]) => {
      const pages: string[][] = [];
      let page: OrderPageRequest = { limit: 2 };
      for (;;) {
        const result = await store.list({ passengerNames: names }, page, now);
        pages.push(result.orders.map((order) => order.id));
        const last = result.orders[result.orders.length - 1];
        if (!result.more || !last) break;
        page = { limit: 2, after: { createdAt: last.created_at, id: last.id } };
      }
      const oldest = pages[pages.length - 1]?.[0];
      const found = orders.find((order) => order.id === oldest) as Order;
      const back = await store.list(
        { passengerNames: names },
        { limit: 3, before: { createdAt: found.created_at, id: found.id } },
        now,
      );
      return { pages, back: back.orders.map((order) => order.id), backMore: back.more };
    };
    expect(await walk(pg, [])).toEqual({
      pages: [
        ['ord_pagei', 'ord_pageg'],
        ['ord_pageH', 'ord_pagee'],
        ['ord_pageF', 'ord_pagec'],
        ['ord_pageD', 'ord_pagea'],
        ['ord_pageB'],
      ],
      back: ['ord_pagec', 'ord_pageD', 'ord_pagea'],
      backMore: true,
    });
    for (const names of [[], ['page'], ['ann', 'oth']]) {
      const [fromPg, fromMemory] = [await walk(pg, names), await walk(memory, names)];
      expect(fromPg).toEqual(fromMemory);
      expect(fromPg.pages.flat().length).toBe(names.length === 0 ? 9 : names[0] === 'page' ? 6 : 3);
    }
    expect((await pg.list({ bookingReference: 'ref004' }, { limit: 5 }, now)).orders.map((order) => order.id)).toEqual([
      'ord_pagee',
    ]);
    expect((await pg.list({ awaitingPayment: true }, { limit: 5 }, now)).orders).toEqual([]);
    const cancelled = { ...(orders[4] as Order), cancelled_at: '2031-01-02T00:00:00.000Z' };
    expect(await pg.markCancelled(cancelled)).toBe(true);
    expect(await pg.markCancelled(cancelled)).toBe(false);
    expect(await pg.markCancelled({ ...cancelled, id: 'ord_missing' })).toBe(false);
    expect((await pg.get(cancelled.id, now))?.cancelled_at).toBe(cancelled.cancelled_at);
    expect(await pg.insert('off_ord_pagee', { ...cancelled, id: 'ord_other' })).toEqual({
      created: false,
      order: cancelled,
    });
    expect((await pg.list({}, { limit: 50 }, new Date(base))).orders.map((order) => order.id).sort()).toEqual([
      'ord_pageB',
      'ord_pagea',
    ]);
  });
});
