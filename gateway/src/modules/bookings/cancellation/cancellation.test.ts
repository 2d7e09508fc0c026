import type { FlightOffer } from '@portal/platform-common/contracts';
import type request from 'supertest';
import {
  bookingBody,
  passengersFor,
  sandboxCalls,
  searchJfkLhr,
  traveller,
  type Traveller,
} from '../../../../test/bookingStories';
import { bookingRow } from '../../../../test/bookingEvidence';
import { cents, duffelSandboxAt } from '../../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../../test/testApp';
import { signInAs } from '../../../../test/users';
import { CANCEL_FAILED_MESSAGE, NOT_REFUNDABLE_MESSAGE } from './cancellationRules';

const REFUND = 'POST /v1/refunds';
let t: TestApp;
let offers: FlightOffer[];
const used = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  const searcher = await traveller(t);
  const oneAdult = { adults: 1, children: 0, infants: 0 };
  // The cheapest fare of each card, then the refundable fares (a card shows its cheapest fare: often not the refundable one).
  const fares = [
    ...(await searchJfkLhr(t, searcher, oneAdult)),
    ...(await searchJfkLhr(t, searcher, oneAdult, { refundable: true })),
  ];
  offers = fares.filter((offer, at) => fares.findIndex((other) => other.id === offer.id) === at);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** Owners whose cancellations pay back as credits or a voucher (cancellationRefundForms.test.ts); these stories refund cash. */
const NOT_CASH = ['WN', 'AS', 'B6'];

/** An unused offer whose fare does (or does not) refund before departure, fetched as the booking page does. */
const offerWhere = async (v: Traveller, refundable: boolean): Promise<FlightOffer> => {
  const candidate = offers.find(
    (offer) =>
      !used.has(offer.id) && offer.conditions.refundable === refundable && !NOT_CASH.includes(offer.owner.iata_code),
  );
  if (!candidate) throw new Error(`no ${refundable ? 'refundable' : 'non-refundable'} offer left`);
  used.add(candidate.id);
  return (await v.get(`/api/flights/offer/${candidate.id}`).expect(200)).body as FlightOffer;
};

/** A signed-in traveller with a confirmed booking of their own. */
const bookAs = async (username: string, refundable: boolean) => {
  const signedIn = await signInAs(t, username, ['traveller']);
  const v = await traveller(t, { agent: signedIn.agent });
  const offer = await offerWhere(v, refundable);
  const booked = await v
    .book(bookingBody({ offer, passengers: passengersFor(offer, { email: `${username}@example.org` }) }))
    .expect(201);
  return { v, signedIn, offer, id: booked.body.id as string };
};

const duffelSdk = () => duffelSandboxAt(t).sdk();
const refundsOf = (intentId: string) =>
  (t.providers.stripe.sandbox?.store.refunds.entries() ?? [])
    .map(([, refund]) => refund)
    .filter((refund) => refund.payment_intent === intentId);

describe('POST /api/bookings/:id/cancel', () => {
  test('a refundable booking: Duffel quotes and confirms, the card is refunded by the quoted amount, the booking is cancelled', async () => {
    const { v, signedIn, id } = await bookAs('curie', true);
    expect((await signedIn.agent.get(`/api/bookings/${id}`).expect(200)).body).toMatchObject({
      status: 'confirmed',
      cancellable: true,
      refundAmount: null,
    });
    const refundsBefore = (await sandboxCalls(t)).stripe[REFUND] ?? 0;

    const res = await v.post(`/api/bookings/${id}/cancel`).expect(200);

    expect(res.body).toEqual({ success: true, message: 'Booking was cancelled successfully', refundPending: false });
    const { row, events, payment } = await bookingRow(t, id);
    expect(row).toMatchObject({ status: 'cancelled', cancellation_id: expect.stringMatching(/^ore_/) });
    // The quote as Duffel holds it: confirmed, and its refund is what the card got back.
    const { data: cancellation } = await duffelSdk().orderCancellations.get(String(row?.cancellation_id));
    expect(cancellation.confirmed_at).not.toBeNull();
    const quotedMinor = cents(cancellation.refund_amount ?? '0');
    expect(String(row?.refund_minor)).toBe(String(quotedMinor));
    const refunds = refundsOf(String(payment?.provider_payment_id));
    expect(refunds.map((refund) => refund.amount)).toEqual([Number(quotedMinor)]);
    expect((await sandboxCalls(t)).stripe[REFUND]).toBe(refundsBefore + 1);
    // The agency's markup is its service fee: the refund is Duffel's, below what the card paid.
    expect(BigInt(String(row?.selling_total_minor))).toBeGreaterThan(quotedMinor);
    expect(events).toEqual(
      expect.arrayContaining([
        'cancel:requested',
        'cancellation_quote:done',
        'cancellation_confirm:done',
        'refund:done',
      ]),
    );
    const { data: order } = await duffelSdk().orders.get(String(row?.duffel_order_id));
    expect(order.cancelled_at).not.toBeNull();

    const view = (await signedIn.agent.get(`/api/bookings/${id}`).expect(200)).body;
    expect(view).toMatchObject({ status: 'cancelled', cancellable: false, refundAmount: cancellation.refund_amount });
    const again = await v.post(`/api/bookings/${id}/cancel`).expect(409);
    expect(again.body).toEqual({ message: 'This booking is already cancelled.', error: 'BOOKING_ALREADY_CANCELLED' });
    expect(refundsOf(String(payment?.provider_payment_id))).toHaveLength(1);
  });

  test("another traveller gets 404 on someone else's booking and cannot cancel it; a guest gets 401; no CSRF token is 403", async () => {
    const { id } = await bookAs('meitner', true);
    const stranger = await traveller(t, { agent: (await signInAs(t, 'noether', ['traveller'])).agent });

    const hidden = await stranger.post(`/api/bookings/${id}/cancel`).expect(404);
    expect(hidden.body).toEqual({ message: 'Booking not found', error: 'BOOKING_NOT_FOUND' });
    expect((await stranger.post('/api/bookings/not-a-uuid/cancel').expect(404)).body).toEqual(hidden.body);
    await (await traveller(t)).post(`/api/bookings/${id}/cancel`).expect(401);
    const noToken = await stranger.agent.post(`/api/bookings/${id}/cancel`).send({}).expect(403);
    expect(noToken.body.error).toBe('CSRF_INVALID');
    expect((await bookingRow(t, id)).row).toMatchObject({ status: 'confirmed', cancellation_id: null });
  });

  test('a non-refundable fare is refused before Duffel is asked, with the reason', async () => {
    const { v, signedIn, id } = await bookAs('franklin', false);
    expect((await signedIn.agent.get(`/api/bookings/${id}`).expect(200)).body).toMatchObject({
      status: 'confirmed',
      cancellable: false,
    });
    const quotesBefore = (await sandboxCalls(t)).duffel['order_cancellations.create'] ?? 0;

    const res = await v.post(`/api/bookings/${id}/cancel`).expect(409);

    expect(res.body).toEqual({ message: NOT_REFUNDABLE_MESSAGE, error: 'BOOKING_NOT_REFUNDABLE' });
    expect((await sandboxCalls(t)).duffel['order_cancellations.create'] ?? 0).toBe(quotesBefore);
    expect((await bookingRow(t, id)).row?.status).toBe('confirmed');
  });

  test('when Duffel cannot be reached for the quote, nothing is cancelled and the spec message comes back', async () => {
    const { v, id } = await bookAs('hodgkin', true);
    const controls = t.duffelSandbox?.controls;
    expect(controls).toBeDefined();
    controls?.setBehaviour((call) =>
      call.operation === 'order_cancellations.create' ? { kind: 'server_error', status: 503 } : null,
    );
    try {
      const res = await v.post(`/api/bookings/${id}/cancel`).expect(502);
      expect(res.body).toEqual({ message: CANCEL_FAILED_MESSAGE, error: 'CANCELLATION_FAILED' });
    } finally {
      controls?.setBehaviour(null);
    }
    expect((await bookingRow(t, id)).row).toMatchObject({ status: 'confirmed', cancellation_id: null });
    // The next try goes through.
    await v.post(`/api/bookings/${id}/cancel`).expect(200);
  });

  test('when Duffel confirmed the cancellation but its answer was lost and its look-up fails, then a retry told "already confirmed" keeps the booking cancelling (never back to confirmed), and the job finishes it with one refund', async () => {
    const { v, id } = await bookAs('hopper2', true);
    const controls = t.duffelSandbox?.controls;
    let confirms = 0;
    controls?.setBehaviour((call) => {
      if (call.operation === 'order_cancellations.confirm' && ++confirms === 1) return { kind: 'drop', applied: true };
      if (call.operation === 'order_cancellations.get') return { kind: 'server_error', status: 503 };
      return null;
    });
    const aged = () =>
      t.sessionPool.query("UPDATE bookings SET updated_at = now() - interval '10 minutes' WHERE id = $1", [id]);
    try {
      await v.post(`/api/bookings/${id}/cancel`).expect(502);
      await aged();
      await t.jobs.runOnce();
      expect(confirms).toBeGreaterThanOrEqual(2);
      expect((await bookingRow(t, id)).row?.status).toBe('cancelling');
    } finally {
      controls?.setBehaviour(null);
    }

    await aged();
    await t.jobs.runOnce();

    const { row, payment } = await bookingRow(t, id);
    expect(row?.status).toBe('cancelled');
    expect(refundsOf(String(payment?.provider_payment_id))).toHaveLength(1);
  });

  test("when Stripe's answer to the refund is lost, the booking is cancelled, the refund is pending, and the background job refunds it once", async () => {
    const { v, signedIn, id } = await bookAs('lovelace2', true);
    const stripeSandbox = t.providers.stripe.sandbox;
    stripeSandbox?.setBeforeRequest((req) => (req.route === REFUND ? { drop: 'after' } : undefined));
    let res: request.Response | undefined;
    try {
      res = await v.post(`/api/bookings/${id}/cancel`).expect(200);
    } finally {
      stripeSandbox?.setBeforeRequest(undefined);
    }
    const { row, payment } = await bookingRow(t, id);
    const intentId = String(payment?.provider_payment_id);
    // Every answer was lost, each retry of the SDK carried the same key: one refund was made.
    expect(refundsOf(intentId)).toHaveLength(1);
    expect(res?.body).toEqual({
      success: true,
      message: 'Your booking has been cancelled. The refund to your card is being processed.',
      refundPending: true,
    });
    expect(row?.status).toBe('cancelling');
    expect((await signedIn.agent.get(`/api/bookings/${id}`).expect(200)).body.status).toBe('cancelled');

    await t.sessionPool.query("UPDATE bookings SET updated_at = now() - interval '10 minutes' WHERE id = $1", [id]);
    await t.jobs.runOnce();

    expect((await bookingRow(t, id)).row?.status).toBe('cancelled');
    expect(refundsOf(intentId)).toHaveLength(1);
  });
});
