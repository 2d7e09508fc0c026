import { randomUUID } from 'node:crypto';
import type { FlightOffer } from '@portal/platform-common/contracts';
import { getModels } from '../../../db/models';
import {
  bookingBody,
  CAPTURE,
  createOfferPicker,
  duffelOrdersBehave,
  eventually,
  passengersFor,
  searchJfkLhr,
  stripeCalls,
  traveller,
} from '../../../../test/bookingStories';
import { bookingByKey, stripeIntent } from '../../../../test/bookingEvidence';
import { anotherGateway } from '../../../../test/anotherGateway';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../../test/testApp';

let t: TestApp;
let offers: FlightOffer[];
let pickOffer: ReturnType<typeof createOfferPicker>;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  offers = await searchJfkLhr(t, await traveller(t));
  pickOffer = createOfferPicker(offers);
}, SETUP_TIMEOUT_MS);
afterEach(() => {
  duffelOrdersBehave(t, null);
  t.providers.stripe.sandbox?.setBeforeRequest(undefined);
});
afterAll(() => t.close());

/** Real captures: the sandbox also counts a key's replays under the same endpoint. */
const captures = async () => (await stripeCalls(t, CAPTURE)) - (await stripeCalls(t, `${CAPTURE} (replayed)`));

/** The sandbox's orders for a booking; none while the sandbox has not yet created its table (on its first order). */
const sandboxOrderFor = async (bookingId: string): Promise<{ id: string }[]> => {
  try {
    return (
      await t.sessionPool.query(`SELECT id FROM sandbox_duffel_orders WHERE body->'metadata'->>'booking_id' = $1`, [
        bookingId,
      ])
    ).rows as { id: string }[];
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return [];
    throw error;
  }
};

/**
 * A gateway "stopped" between the authorization and the order: orders.create never answers
 * (the sandbox holds it), so the booking stays authorized with its order attempt on record.
 */
const interruptedCheckout = async (applied: boolean) => {
  const v = await traveller(t);
  const { offer } = await pickOffer(v);
  duffelOrdersBehave(t, ({ operation }) => (operation === 'orders.create' ? { kind: 'timeout', applied } : null));
  const key = randomUUID();
  const answer = v.book(bookingBody({ offer, passengers: passengersFor(offer) }), key).then(
    (res) => res,
    (error: unknown) => error,
  );
  await eventually(async () => Boolean((await bookingByKey(t, key))?.row?.order_attempted_at));
  if (applied)
    await eventually(async () => (await sandboxOrderFor(String((await bookingByKey(t, key))?.row?.id))).length === 1);
  const booking = await bookingByKey(t, key);
  expect(booking?.row?.status).toBe('authorized');
  return { key, id: String(booking?.row?.id), answer };
};

describe('resuming bookings left mid-way, on a fresh gateway over the same database', () => {
  test('when the order was made before the gateway stopped, then the resumer finds it, captures once and confirms', async () => {
    const { key, id, answer } = await interruptedCheckout(true);
    const capturesBefore = await captures();
    const restarted = await anotherGateway(t);
    try {
      const summary = await restarted.jobs.resume({ staleMs: 0, unknownOrderGraceMs: 0 });

      expect(summary).toEqual({ confirmed: 1, failed: 0, left: 0 });
      const booking = await bookingByKey(t, key);
      expect(booking?.row).toMatchObject({ status: 'confirmed', duffel_order_id: (await sandboxOrderFor(id))[0]?.id });
      expect(booking?.payment?.status).toBe('captured');
      expect(stripeIntent(t, String(booking?.payment?.provider_payment_id))?.status).toBe('succeeded');
      expect(await captures()).toBe(capturesBefore + 1);
      expect(booking?.events).toEqual(
        expect.arrayContaining(['resume:authorized', 'order:created', 'capture:done', 'confirm:confirmed']),
      );
      const mail = (await t.sessionPool.query('SELECT status FROM mail_outbox WHERE booking_id = $1', [id])).rows;
      expect(mail).toEqual([{ status: 'pending' }]);
    } finally {
      await restarted.close();
    }
    // The first gateway's request, once its held call ends, answers with the booking's real end.
    t.duffelSandbox?.controls.releaseHeldCalls();
    const first = (await answer) as { status: number; body: { status: string } };
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('confirmed');
    expect(await captures()).toBe(capturesBefore + 1);
  }, 30_000);

  test('when no order was made, then the resumer voids the authorization and the booking fails: never charged', async () => {
    const { key, id, answer } = await interruptedCheckout(false);
    const capturesBefore = await captures();
    const restarted = await anotherGateway(t);
    try {
      const summary = await restarted.jobs.resume({ staleMs: 0, unknownOrderGraceMs: 0 });

      expect(summary).toEqual({ confirmed: 0, failed: 1, left: 0 });
      const booking = await bookingByKey(t, key);
      expect(booking?.row).toMatchObject({ status: 'failed', failure_code: 'ORDER_FAILED', duffel_order_id: null });
      expect(booking?.payment?.status).toBe('voided');
      expect(stripeIntent(t, String(booking?.payment?.provider_payment_id))?.status).toBe('canceled');
      expect(await sandboxOrderFor(id)).toEqual([]);
      expect(await captures()).toBe(capturesBefore);
    } finally {
      await restarted.close();
    }
    t.duffelSandbox?.controls.releaseHeldCalls();
    const first = (await answer) as { status: number; body: { error: string } };
    expect(first.status).toBe(502);
    expect(first.body.error).toBe('ORDER_FAILED');
    expect(await captures()).toBe(capturesBefore);
  }, 30_000);

  test('when the gateway stopped after Stripe authorized the card but before the booking named the authorization, then the resumer voids it and says so on its record', async () => {
    const { key, id, answer } = await interruptedCheckout(false);
    const capturesBefore = await captures();
    // The state a SIGKILL leaves between recording Stripe's answer and moving the booking on.
    await t.sessionPool.query(
      "UPDATE bookings SET status = 'pending', payment_authorization_id = NULL, order_attempted_at = NULL WHERE id = $1",
      [id],
    );
    const authorization = (
      await t.sessionPool.query(
        'SELECT id, status, provider_payment_id FROM payment_authorizations WHERE booking_id = $1',
        [id],
      )
    ).rows;
    expect(authorization).toEqual([expect.objectContaining({ status: 'authorized' })]);
    const restarted = await anotherGateway(t);
    try {
      const summary = await restarted.jobs.resume({ staleMs: 0, unknownOrderGraceMs: 0 });

      expect(summary).toEqual({ confirmed: 0, failed: 1, left: 0 });
      expect((await bookingByKey(t, key))?.row).toMatchObject({
        status: 'failed',
        failure_code: 'BOOKING_INTERRUPTED',
      });
      const after = (
        await t.sessionPool.query('SELECT status FROM payment_authorizations WHERE id = $1', [authorization[0]?.id])
      ).rows;
      expect(after).toEqual([{ status: 'voided' }]);
      expect(stripeIntent(t, String(authorization[0]?.provider_payment_id))?.status).toBe('canceled');
    } finally {
      await restarted.close();
    }
    t.duffelSandbox?.controls.releaseHeldCalls();
    await answer;
    expect(await captures()).toBe(capturesBefore);
  }, 30_000);

  test('when the checkout asks for its order just after the resumer read it as not yet asking, then the resumer leaves it, and the order it made is confirmed and paid', async () => {
    const { key, id, answer } = await interruptedCheckout(true);
    const capturesBefore = await captures();
    // The resumer reads the booking before the checkout has asked for its order...
    await t.sessionPool.query('UPDATE bookings SET order_attempted_at = NULL WHERE id = $1', [id]);
    const restarted = await anotherGateway(t);
    try {
      // ...and the checkout asks just after that read (a slow request, taken for abandoned).
      getModels(restarted.sequelize).Booking.addHook('afterFind', async (found) => {
        if (found && !Array.isArray(found) && (found as { id?: string }).id === id) {
          await t.sessionPool.query(
            'UPDATE bookings SET order_attempted_at = now() WHERE id = $1 AND order_attempted_at IS NULL',
            [id],
          );
        }
      });
      const summary = await restarted.jobs.resume({ staleMs: 0, unknownOrderGraceMs: 0 });

      expect(summary).toEqual({ confirmed: 0, failed: 0, left: 1 });
      expect((await bookingByKey(t, key))?.row?.status).toBe('authorized');
    } finally {
      await restarted.close();
    }
    t.duffelSandbox?.controls.releaseHeldCalls();
    const first = (await answer) as { status: number; body: { status: string } };
    expect(first.body.status).toBe('confirmed');
    const booking = await bookingByKey(t, key);
    expect(booking?.row).toMatchObject({ status: 'confirmed', duffel_order_id: (await sandboxOrderFor(id))[0]?.id });
    expect(booking?.payment?.status).toBe('captured');
    expect(await captures()).toBe(capturesBefore + 1);
  }, 30_000);

  test('when the capture got no answer, then 202 pending, and the resumer captures and confirms later', async () => {
    const v = await traveller(t);
    const { offer } = await pickOffer(v);
    t.providers.stripe.sandbox?.setBeforeRequest((req) =>
      req.route === CAPTURE ? { error: { status: 500, shouldRetry: false } } : undefined,
    );
    const key = randomUUID();
    const body = bookingBody({ offer, passengers: passengersFor(offer) });

    const res = await v.book(body, key).expect(202);

    expect(res.body.status).toBe('pending');
    expect((await bookingByKey(t, key))?.row?.status).toBe('order_created');
    t.providers.stripe.sandbox?.setBeforeRequest(undefined);
    const summary = await t.jobs.resume({ staleMs: 0 });
    expect(summary).toEqual({ confirmed: 1, failed: 0, left: 0 });
    // A retry of the checkout now gets the confirmation.
    const again = await v.book(body, key).expect(200);
    expect(again.body).toMatchObject({ id: res.body.id, status: 'confirmed', accountCreated: false });
    expect((await bookingByKey(t, key))?.payment?.status).toBe('captured');
  }, 30_000);

  test('a booking still in flight elsewhere (changed within the last 2 minutes) is not touched', async () => {
    const v = await traveller(t);
    const { offer } = await pickOffer(v);
    const key = randomUUID();
    t.providers.stripe.sandbox?.setBeforeRequest((req) =>
      req.route === CAPTURE ? { error: { status: 500, shouldRetry: false } } : undefined,
    );
    await v.book(bookingBody({ offer, passengers: passengersFor(offer) }), key).expect(202);
    t.providers.stripe.sandbox?.setBeforeRequest(undefined);

    const summary = await t.jobs.resume();

    expect(summary).toEqual({ confirmed: 0, failed: 0, left: 0 });
    expect((await bookingByKey(t, key))?.row?.status).toBe('order_created');
  });
});
