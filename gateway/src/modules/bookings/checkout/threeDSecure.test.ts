import { randomUUID } from 'node:crypto';
import type { FlightOffer } from '@portal/platform-common/contracts';
import {
  answerChallenge,
  bookingBody,
  CAPTURE,
  CARDS,
  createOfferPicker,
  duffelOrderCount,
  eventually,
  passengersFor,
  searchJfkLhr,
  stripeCalls,
  traveller,
  type Traveller,
} from '../../../../test/bookingStories';
import { bookingByKey, stripeIntent } from '../../../../test/bookingEvidence';
import { anotherGateway } from '../../../../test/anotherGateway';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../../test/testApp';

let t: TestApp;
let pickOffer: ReturnType<typeof createOfferPicker>;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  pickOffer = createOfferPicker(await searchJfkLhr(t, await traveller(t), { adults: 1, children: 0, infants: 0 }));
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** The traveller's answer to the bank's challenge, as the sandbox's challenge page sends it. */
const challenge = (intentId: string, result: 'complete' | 'fail') =>
  answerChallenge(String(t.providers.stripe.sandboxOrigin()), String(stripeIntent(t, intentId)?.client_secret), result);

const authenticate = (v: Traveller, id: string, key: string) =>
  v.agent
    .post(`/api/bookings/${id}/authentication`)
    .set('X-Forwarded-For', v.ip)
    .set('X-CSRF-Token', v.token)
    .set('Idempotency-Key', key)
    .send({});

/** A checkout with the always-3-D-Secure card, paused at the challenge. */
const pausedCheckout = async () => {
  const v = await traveller(t);
  const { offer } = await pickOffer(v);
  const key = randomUUID();
  const res = await v
    .book(bookingBody({ offer, passengers: passengersFor(offer), cardNumber: CARDS.threeDSecure }), key)
    .expect(202);
  const booking = await bookingByKey(t, key);
  return { v, offer: offer as FlightOffer, key, res, booking, intentId: String(booking?.payment?.provider_payment_id) };
};

describe('a card whose bank asks for 3-D Secure', () => {
  test('the checkout pauses with the client secret; once the challenge is completed the booking goes on: one order, one capture', async () => {
    const { v, offer, key, res, booking, intentId } = await pausedCheckout();
    const orders = duffelOrderCount(t);
    const captures = await stripeCalls(t, CAPTURE);

    expect(res.body).toEqual({
      id: booking?.row?.id,
      status: 'requires_action',
      clientSecret: stripeIntent(t, intentId)?.client_secret,
      message: expect.any(String),
    });
    expect(booking?.row?.status).toBe('awaiting_authentication');
    // The order waits sealed: its passengers' names and passports are not readable in the row.
    expect(String(booking?.row?.pending_order)).not.toContain(String(passengersFor(offer)[0]?.lastName));
    // Before the challenge: still waiting, nothing ordered.
    expect((await authenticate(v, res.body.id, key).expect(409)).body.error).toBe('AUTHENTICATION_PENDING');

    await challenge(intentId, 'complete');
    // 201 when this call finished the booking, 200 when Stripe's webhook (sent on the authorization) got there first.
    const done = await authenticate(v, res.body.id, key);
    expect([200, 201]).toContain(done.status);

    expect(done.body).toMatchObject({ id: res.body.id, status: 'confirmed' });
    expect(duffelOrderCount(t)).toBe(orders + 1);
    expect(await stripeCalls(t, CAPTURE)).toBe(captures + 1);
    expect(stripeIntent(t, intentId)?.status).toBe('succeeded');
    const after = await bookingByKey(t, key);
    expect(after?.row).toMatchObject({ status: 'confirmed', pending_order: null });
    // The page asking again (a reload, signed in now as the new account) gets the same confirmation.
    await v.refreshToken();
    expect((await authenticate(v, res.body.id, key).expect(200)).body.status).toBe('confirmed');
  });

  test('a failed challenge ends the booking with nothing held and nothing ordered', async () => {
    const { v, key, res, intentId } = await pausedCheckout();
    const orders = duffelOrderCount(t);

    await challenge(intentId, 'fail');
    const failed = await authenticate(v, res.body.id, key).expect(402);

    expect(failed.body.error).toBe('PAYMENT_FAILED');
    expect(failed.body.message).toMatch(/card|payment/i);
    expect(duffelOrderCount(t)).toBe(orders);
    expect(['canceled', 'requires_payment_method']).toContain(stripeIntent(t, intentId)?.status);
    expect((await bookingByKey(t, key))?.row).toMatchObject({ status: 'failed', pending_order: null });
  });

  test("only the checkout's own session with its key may go on: anyone else is 404", async () => {
    const { key, res } = await pausedCheckout();
    const stranger = await traveller(t);

    await authenticate(stranger, res.body.id, key).expect(404);
  });

  test('a challenge nobody finishes is ended by the resumer past its deadline: the intent canceled, the booking failed', async () => {
    const { key, res, intentId } = await pausedCheckout();
    await t.jobs.resume({ staleMs: 0 });
    expect((await bookingByKey(t, key))?.row?.status).toBe('awaiting_authentication');

    await t.sessionPool.query(
      `UPDATE bookings SET authentication_deadline = now() - interval '1 second' WHERE id = $1`,
      [res.body.id],
    );
    const summary = await t.jobs.resume({ staleMs: 0 });

    expect(summary.failed).toBeGreaterThanOrEqual(1);
    expect((await bookingByKey(t, key))?.row).toMatchObject({
      status: 'failed',
      failure_code: 'AUTHENTICATION_ABANDONED',
    });
    expect(stripeIntent(t, intentId)?.status).toBe('canceled');
  });

  test("completed while the gateway was down: a fresh gateway's resumer finds the card authorized and finishes the booking", async () => {
    const { key, intentId } = await pausedCheckout();
    await challenge(intentId, 'complete');
    const restarted = await anotherGateway(t);
    try {
      await restarted.jobs.resume({ staleMs: 0 });
    } finally {
      await restarted.close();
    }
    // The resumer, or the webhook Stripe sent on the authorization, finishes it: either way, once.
    await eventually(async () => (await bookingByKey(t, key))?.row?.status === 'confirmed');
    const booking = await bookingByKey(t, key);
    expect(booking?.payment?.status).toBe('captured');
    expect(booking?.events.filter((event) => event === 'order:created')).toHaveLength(1);
  });
});
