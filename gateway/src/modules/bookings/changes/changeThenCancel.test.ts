import { randomUUID } from 'node:crypto';
import type { FlightOffer } from '@portal/platform-common/contracts';
import { answerChallenge, CARDS, paymentMethodFor, searchJfkLhr, traveller } from '../../../../test/bookingStories';
import { bookingRow } from '../../../../test/bookingEvidence';
import { createChangeStories } from '../../../../test/changeStories';
import { cents, duffelSandboxAt } from '../../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../../test/testApp';
import { CHANGE_UNDER_WAY_MESSAGE, NOT_REFUNDABLE_MESSAGE } from '../cancellation/cancellationRules';
import { BEING_CANCELLED_MESSAGE } from './changeMessages';

let t: TestApp;
let stories: ReturnType<typeof createChangeStories>;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  const offers: FlightOffer[] = await searchJfkLhr(
    t,
    await traveller(t),
    { adults: 1, children: 0, infants: 0 },
    { refundable: true },
  );
  stories = createChangeStories(t, offers);
}, SETUP_TIMEOUT_MS);
afterEach(() => t.duffelSandbox?.controls.setBehaviour(null));
afterAll(() => t.close());

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe('cancelling a booking after a paid change', () => {
  test("the card gets back what the airline refunds, up to all it paid: the change's own capture in full, the rest on the checkout's payment", async () => {
    const { v, id } = await stories.bookChangeable('paid-then-cancelled', { cashRefund: true });
    const dearer = await stories.offerTo(v, id, 'pay', { dearest: true, keepFare: true });
    await stories.confirm(v, id, dearer, randomUUID(), { paymentMethodId: 'pm_card_visa' }).expect(200);
    const change = await stories.changeRow(dearer.changeOfferId);
    const changePayment = (
      await t.sessionPool.query('SELECT * FROM payment_authorizations WHERE id = $1', [
        change?.payment_authorization_id,
      ])
    ).rows[0] as Record<string, string>;
    const { row, payment } = await bookingRow(t, id);
    const checkoutPaid = Number(row?.selling_total_minor);
    const changePaid = Number(cents(dearer.amount));

    const preview = (await v.post(`/api/bookings/${id}/cancellation-quote`).expect(200)).body;
    expect(preview.paidAmount).toBe(((checkoutPaid + changePaid) / 100).toFixed(2));
    const toCard = Number(cents(preview.refundAmount));
    // The airline refunds the new fare less its penalty: more than the change alone paid.
    expect(toCard).toBeGreaterThan(changePaid);

    await v.post(`/api/bookings/${id}/cancel`).expect(200);

    const checkoutRefunds = stories.refundsOf(String(payment?.provider_payment_id)).map((refund) => refund.amount);
    const changeRefunds = stories.refundsOf(changePayment.provider_payment_id as string);
    expect(changeRefunds.map((refund) => refund.amount)).toEqual([changePaid]);
    expect(sum(checkoutRefunds)).toBe(toCard - changePaid);
    expect(changeRefunds[0]?.metadata).toMatchObject({ booking_id: id, change_id: dearer.changeOfferId });
    const after = await bookingRow(t, id);
    expect(after.row).toMatchObject({ status: 'cancelled', refund_minor: String(toCard) });
    expect(after.events.filter((event) => event === 'refund:done')).toHaveLength(2);
  });
});

describe('cancelling after a paid change when a refund answer is lost', () => {
  afterEach(() => t.providers.stripe.sandbox?.setBeforeRequest(undefined));

  test('the traveller is told the refund is on its way; the jobs finish it, and no payment is refunded twice', async () => {
    const { v, id } = await stories.bookChangeable('lost-refund', { cashRefund: true });
    const dearer = await stories.offerTo(v, id, 'pay', { dearest: true, keepFare: true });
    await stories.confirm(v, id, dearer, randomUUID(), { paymentMethodId: 'pm_card_visa' }).expect(200);
    const change = await stories.changeRow(dearer.changeOfferId);
    const changeIntent = (
      (
        await t.sessionPool.query('SELECT provider_payment_id FROM payment_authorizations WHERE id = $1', [
          change?.payment_authorization_id,
        ])
      ).rows[0] as { provider_payment_id: string }
    ).provider_payment_id;
    const toCard = Number(
      cents((await v.post(`/api/bookings/${id}/cancellation-quote`).expect(200)).body.refundAmount),
    );
    // The first refund (the change's capture) is made, but its answer and the SDK's retries are lost.
    t.providers.stripe.sandbox?.resetStats();
    t.providers.stripe.sandbox?.setBeforeRequest((req) =>
      req.route === 'POST /v1/refunds' ? (req.count === 1 ? { drop: 'after' } : { error: { status: 500 } }) : undefined,
    );

    const answer = await v.post(`/api/bookings/${id}/cancel`).expect(200);

    expect(answer.body).toMatchObject({ success: true, refundPending: true });
    t.providers.stripe.sandbox?.setBeforeRequest(undefined);
    await t.jobs.runOnce({ staleMs: 0 });
    const { row, payment } = await bookingRow(t, id);
    expect(row).toMatchObject({ status: 'cancelled', refund_minor: String(toCard) });
    const changePaid = Number(cents(dearer.amount));
    expect(stories.refundsOf(changeIntent).map((refund) => refund.amount)).toEqual([changePaid]);
    expect(stories.refundsOf(String(payment?.provider_payment_id)).map((refund) => refund.amount)).toEqual([
      toCard - changePaid,
    ]);
  });
});

describe('a change and a cancellation of one booking never run together', () => {
  test('while a change waits for 3-D Secure, cancelling is refused with a 409 that says why, and the change can still finish', async () => {
    const { v, id } = await stories.bookChangeable('change-first', { cashRefund: true });
    const dearer = await stories.offerTo(v, id, 'pay', { keepFare: true });
    const key = randomUUID();
    const card = { paymentMethodId: paymentMethodFor(CARDS.threeDSecure) };
    const paused = await stories.confirm(v, id, dearer, key, card).expect(202);
    expect(paused.body.status).toBe('requires_action');

    const refused = await v.post(`/api/bookings/${id}/cancel`).expect(409);
    expect(refused.body).toEqual({ error: 'CHANGE_IN_PROGRESS', message: CHANGE_UNDER_WAY_MESSAGE });
    const quote = await v.post(`/api/bookings/${id}/cancellation-quote`).expect(409);
    expect(quote.body.message).toBe(CHANGE_UNDER_WAY_MESSAGE);
    expect((await bookingRow(t, id)).row?.status).toBe('confirmed');

    await answerChallenge(String(t.providers.stripe.sandboxOrigin()), paused.body.clientSecret as string, 'complete');
    await stories.confirm(v, id, dearer, key, card).expect(200);
    await v.post(`/api/bookings/${id}/cancel`).expect(200);
  });

  test('while a cancellation waits for the airline, a change is refused with a 409 that says the booking is being cancelled', async () => {
    const { v, id } = await stories.bookChangeable('cancel-first', { cashRefund: true });
    const quoted = await stories.offerTo(v, id, 'refund');
    // Duffel's answer to the cancellation's confirmation is lost: the booking stays being cancelled.
    t.duffelSandbox?.controls.setBehaviour((call) =>
      call.operation === 'order_cancellations.confirm' ? { kind: 'server_error', status: 503 } : null,
    );
    await v.post(`/api/bookings/${id}/cancel`).expect(502);
    expect((await bookingRow(t, id)).row?.status).toBe('cancelling');

    const confirmQuoted = await stories.confirm(v, id, quoted).expect(409);
    expect(confirmQuoted.body).toEqual({ error: 'BOOKING_NOT_CHANGEABLE', message: BEING_CANCELLED_MESSAGE });
    const askAgain = await stories.askForChange(v, id, 40).expect(409);
    expect(askAgain.body.message).toBe(BEING_CANCELLED_MESSAGE);
    expect((await stories.changeRow(quoted.changeOfferId))?.status).toBe('quoted');
  });
});

describe('a change to flights sold in another fare', () => {
  // Airlines' cheapest economy fares (the sandbox sells them as in life): they neither refund nor change.
  const CHEAPEST_FARE = /Basic|Light|Saver|Sale/;

  test("the booking takes the new fare's rules from the airline: no longer cancellable for a refund, and My Trips says why", async () => {
    const { v, id } = await stories.bookChangeable('fare-changed', { cashRefund: true });
    expect((await v.agent.get(`/api/bookings/${id}`).expect(200)).body).toMatchObject({ cancellable: true });
    const cheaper = await stories.offerTo(v, id, 'refund', {
      fare: (name) => name !== undefined && name !== null && CHEAPEST_FARE.test(name),
    });

    await stories.confirm(v, id, cheaper).expect(200);

    const { row } = await bookingRow(t, id);
    const { data: order } = await duffelSandboxAt(t).sdk().orders.get(String(row?.duffel_order_id));
    expect(order.conditions.refund_before_departure?.allowed).toBe(false);
    const view = (await v.agent.get(`/api/bookings/${id}`).expect(200)).body;
    expect(view).toMatchObject({
      cancellable: false,
      bookingData: { conditions: { refundable: false, changeable: false } },
    });
    const refused = await v.post(`/api/bookings/${id}/cancel`).expect(409);
    expect(refused.body).toEqual({ error: 'BOOKING_NOT_REFUNDABLE', message: NOT_REFUNDABLE_MESSAGE });
    expect((await bookingRow(t, id)).row?.status).toBe('confirmed');
  });
});
