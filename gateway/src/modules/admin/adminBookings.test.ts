import { randomUUID } from 'node:crypto';
import {
  adminBookingsSchema,
  bookingResultSchema,
  type AdminBooking,
  type FlightOffer,
} from '@portal/platform-common/contracts';
import {
  bookingBody,
  CARDS,
  createOfferPicker,
  passengersFor,
  searchJfkLhr,
  seatsFor,
  traveller,
} from '../../../test/bookingStories';
import { cardDataIn } from '../../../test/bookingEvidence';
import { ADMIN, createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { signIn, signInAs } from '../../../test/users';

let t: TestApp;
let pickOffer: ReturnType<typeof createOfferPicker>;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  const offers: FlightOffer[] = await searchJfkLhr(t, await traveller(t));
  pickOffer = createOfferPicker(offers);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** A booking left mid-way by a gateway that stopped, its last change `minutesAgo` ago. */
const leftMidway = async (minutesAgo: number): Promise<string> => {
  const id = randomUUID();
  await t.sessionPool.query(
    `INSERT INTO bookings (id, idempotency_key, request_fingerprint, status, mode, brand_key, offer_id, created_at, updated_at)
     VALUES ($1, $2, 'fingerprint', 'order_unknown', 'test', 'default', 'off_midway', now() - make_interval(mins => $3), now() - make_interval(mins => $3))`,
    [id, `midway-${id}`, minutesAgo],
  );
  await t.sessionPool.query(
    `INSERT INTO booking_events (booking_id, step, outcome, detail, at) VALUES ($1, 'order', 'unknown', '{"reason":"timeout after 30000 ms"}', now())`,
    [id],
  );
  return id;
};

describe('GET /api/admin/bookings', () => {
  test('after a confirmed and a failed checkout, the admin sees both with their saga steps and the failure reason; a traveller gets 403', async () => {
    const good = await traveller(t);
    const first = await pickOffer(good);
    const confirmed = bookingResultSchema.parse(
      (
        await good
          .book(
            bookingBody({
              offer: first.offer,
              passengers: passengersFor(first.offer),
              seats: seatsFor(first.offer, first.maps, 1),
            }),
          )
          .expect(201)
      ).body,
    );
    const bad = await traveller(t);
    const second = await pickOffer(bad);
    const failedKey = `admin-view-${randomUUID()}`;
    await bad
      .book(
        bookingBody({ offer: second.offer, passengers: passengersFor(second.offer), cardNumber: CARDS.declined }),
        failedKey,
      )
      .expect(402);
    const stuckId = await leftMidway(30);
    const recentId = await leftMidway(2);

    const admin = await signIn(t, ADMIN.username, ADMIN.password);
    const res = await admin.agent.get('/api/admin/bookings?limit=100').expect(200);

    expect(res.headers['cache-control']).toBe('no-store');
    const { bookings, total } = adminBookingsSchema.parse(res.body);
    expect(total).toBeGreaterThanOrEqual(4);
    const byId = new Map(bookings.map((booking) => [booking.id, booking]));
    expect(byId.get(confirmed.id)).toMatchObject<Partial<AdminBooking>>({
      reference: confirmed.bookingReference,
      status: 'confirmed',
      step: 'mail',
      outcome: 'queued',
      reason: null,
      user: confirmed.accountInfo?.username,
      totalAmount: confirmed.totalAmount,
      totalCurrency: confirmed.totalCurrency,
      stuck: false,
    });
    const failed = bookings.find(
      (booking) => booking.status === 'failed' && booking.reason === 'Your card was declined.',
    );
    expect(failed).toMatchObject<Partial<AdminBooking>>({
      reference: null,
      step: 'fail',
      outcome: 'PAYMENT_FAILED',
      user: null,
      stuck: false,
    });
    expect(byId.get(stuckId)).toMatchObject<Partial<AdminBooking>>({
      status: 'order_unknown',
      step: 'order',
      outcome: 'unknown',
      reason: 'timeout after 30000 ms',
      stuck: true,
    });
    expect(byId.get(recentId)?.stuck).toBe(false);
    // Newest first, and nothing of the card anywhere.
    expect(bookings.map((booking) => booking.createdAt)).toEqual(
      [...bookings.map((booking) => booking.createdAt)].sort().reverse(),
    );
    expect(cardDataIn(JSON.stringify(res.body))).toEqual([]);
    expect(JSON.stringify(res.body)).not.toMatch(/passport|P4100000/i);

    const onlyFailed = adminBookingsSchema.parse(
      (await admin.agent.get('/api/admin/bookings?status=failed&limit=5').expect(200)).body,
    );
    expect(onlyFailed.bookings.length).toBeGreaterThan(0);
    expect(onlyFailed.bookings.every((booking) => booking.status === 'failed')).toBe(true);
    expect(onlyFailed.bookings.length).toBeLessThanOrEqual(5);

    const tina = await signInAs(t, 'opsviewtraveller', ['traveller']);
    expect((await tina.agent.get('/api/admin/bookings').expect(403)).body.error).toBe('FORBIDDEN');
  });

  test.each(['limit=0', 'limit=101', 'limit=ten', 'status=lost'])(
    'when the query is %s, then 400 and no bookings',
    async (query) => {
      const admin = await signIn(t, ADMIN.username, ADMIN.password);
      const res = await admin.agent.get(`/api/admin/bookings?${query}`).expect(400);
      expect(res.body.bookings).toBeUndefined();
    },
  );

  test('without a limit, then at most 25', async () => {
    for (let i = 0; i < 24; i += 1) await leftMidway(1);
    const admin = await signIn(t, ADMIN.username, ADMIN.password);
    const { bookings, total } = adminBookingsSchema.parse(
      (await admin.agent.get('/api/admin/bookings').expect(200)).body,
    );
    expect(bookings).toHaveLength(25);
    expect(total).toBeGreaterThan(25);
  });
});
