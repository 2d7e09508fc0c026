import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { BookingChangeOffer, FlightOffer } from '@portal/platform-common/contracts';
import { answerChallenge, CARDS, paymentMethodFor, searchJfkLhr, traveller } from '../../../../test/bookingStories';
import { bookingRow, stripeIntent } from '../../../../test/bookingEvidence';
import { cents, daysAhead, duffelSandboxAt } from '../../../../test/flightStories';
import { controlsHeader, createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../../test/testApp';
import { createChangeStories } from '../../../../test/changeStories';
import { signInAs } from '../../../../test/users';

let t: TestApp;
let offers: FlightOffer[];

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  // A card shows its cheapest fare, often a basic one that cannot be changed: refundable fares can.
  offers = await searchJfkLhr(t, await traveller(t), { adults: 1, children: 0, infants: 0 }, { refundable: true });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const advanceClock = (minutes: number) =>
  request(t.app).post('/api/sandbox/clock').set(controlsHeader(t)).send({ advanceMinutes: minutes }).expect(200);

// The stories of a change as My Trips makes it (gateway/test/changeStories.ts), over this file's search.
const stories = () => createChangeStories(t, offers);
let story: ReturnType<typeof stories>;
beforeAll(() => {
  story = stories();
});
const bookChangeable = (username: string) => story.bookChangeable(username);
const askForChange = (...args: Parameters<ReturnType<typeof stories>['askForChange']>) => story.askForChange(...args);
const confirm = (...args: Parameters<ReturnType<typeof stories>['confirm']>) => story.confirm(...args);
const changeRow = (changeId: string) => story.changeRow(changeId);
const refundsOf = (intentId: string) => story.refundsOf(intentId);

/** Duffel's order change, as the sandbox holds it. */
const duffelChange = async (orderChangeId: string) =>
  (await duffelSandboxAt(t).sdk().orderChanges.get(orderChangeId)).data as unknown as {
    confirmed_at: string | null;
    change_total_amount: string;
  };

const signedCents = (amount: string) => (amount.startsWith('-') ? -cents(amount.slice(1)) : cents(amount));

describe('changing a booking within 24 hours of booking', () => {
  test('a dearer flight: the traveller pays exactly the fare difference and the penalty Duffel quotes, the card is charged that, Duffel confirms the change', async () => {
    const { v, id } = await bookChangeable('lovelace');
    const quoted = await askForChange(v, id, 37).expect(200);
    const choices = quoted.body.offers as BookingChangeOffer[];
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.every((offer) => offer.freeChangeWindow && offer.serviceFeeAmount === '0.00')).toBe(true);
    // The airline's own flights only: a dearer one is looked for over a few dates.
    const dearer = await story.offerTo(v, id, 'pay');
    expect(dearer.freeChangeWindow && dearer.serviceFeeAmount === '0.00').toBe(true);

    const needsCard = await confirm(v, id, dearer).expect(402);
    expect(needsCard.body.error).toBe('PAYMENT_REQUIRED');

    const key = randomUUID();
    const res = await confirm(v, id, dearer, key, { paymentMethodId: 'pm_card_visa' }).expect(200);
    expect(res.body).toMatchObject({ status: 'changed', direction: 'pay', amount: dearer.amount });

    const row = await changeRow(dearer.changeOfferId);
    // No markup: the card pays Duffel's change total to the cent.
    expect(row.amount_minor).toBe(row.supplier_change_minor);
    expect(signedCents((await duffelChange(row.order_change_id as string)).change_total_amount)).toBe(
      BigInt(row.amount_minor as string),
    );
    expect((await duffelChange(row.order_change_id as string)).confirmed_at).not.toBeNull();
    const [payment] = (
      await t.sessionPool.query('SELECT * FROM payment_authorizations WHERE id = $1', [row.payment_authorization_id])
    ).rows as Record<string, string>[];
    expect(payment).toMatchObject({ purpose: 'change', status: 'captured', booking_id: id });
    const intent = stripeIntent(t, payment?.provider_payment_id as string);
    expect(intent?.amount_received).toBe(Number(cents(dearer.amount)));

    // The trip now holds the flight chosen (found on the first of a few dates with a dearer one).
    const trip = (await v.get(`/api/bookings/${id}`).expect(200)).body;
    expect(JSON.stringify(trip)).toContain(`"departing_at":"${dearer.slices[0]!.departingAt}"`);
    expect(JSON.stringify(trip)).toContain(dearer.slices[0]!.flightNumbers[0]!);
    const { events } = await bookingRow(t, id);
    expect(events).toEqual(
      expect.arrayContaining([
        'change:requested',
        'change_authorize:authorized',
        'change_create:done',
        'change_confirm:done',
        'change_capture:done',
        'change:done',
      ]),
    );

    // The same request again replays the answer; nothing is charged twice.
    const replay = await confirm(v, id, dearer, key, { paymentMethodId: 'pm_card_visa' }).expect(200);
    expect(replay.body).toEqual(res.body);
    const again = await confirm(v, id, dearer, randomUUID(), { paymentMethodId: 'pm_card_visa' }).expect(409);
    expect(again.body.error).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  test('a cheaper flight: the difference Duffel refunds goes back to the booking card in full', async () => {
    const { v, id } = await bookChangeable('hopper');
    let cheaper: BookingChangeOffer | undefined;
    for (const days of [31, 33, 35, 38, 41, 44]) {
      const choices = (await askForChange(v, id, days).expect(200)).body.offers as BookingChangeOffer[];
      cheaper = choices.find((offer) => offer.direction === 'refund');
      if (cheaper) break;
    }
    if (!cheaper) throw new Error('no cheaper flight offered');
    const res = await confirm(v, id, cheaper).expect(200);
    expect(res.body).toMatchObject({ status: 'changed', direction: 'refund', amount: cheaper.amount });
    const row = await changeRow(cheaper.changeOfferId);
    expect(row.amount_minor).toBe(row.supplier_change_minor);
    const { payment, events } = await bookingRow(t, id);
    expect(refundsOf(String(payment?.provider_payment_id)).map((refund) => refund.amount)).toEqual([
      Number(cents(cheaper.amount)),
    ]);
    expect(events).toEqual(expect.arrayContaining(['change_confirm:done', 'change_refund:done', 'change:done']));
  });
});

describe('a change paid with a card that asks for 3-D Secure', () => {
  test('the confirmation pauses with the client secret; once the bank says yes, the same key finishes the change', async () => {
    const { v, id } = await bookChangeable('herschel');
    const dearer = await story.offerTo(v, id, 'pay');
    const key = randomUUID();
    const card = { paymentMethodId: paymentMethodFor(CARDS.threeDSecure) };

    const paused = await confirm(v, id, dearer, key, card).expect(202);
    expect(paused.body).toMatchObject({ status: 'requires_action', clientSecret: expect.stringMatching(/_secret_/) });
    const row = await changeRow(dearer.changeOfferId);
    expect(row.status).toBe('requires_action');
    expect(row.order_change_id).toBeNull();

    await answerChallenge(String(t.providers.stripe.sandboxOrigin()), paused.body.clientSecret as string, 'complete');
    const done = await confirm(v, id, dearer, key, card).expect(200);
    expect(done.body.status).toBe('changed');
    expect(
      (await duffelChange((await changeRow(dearer.changeOfferId)).order_change_id as string)).confirmed_at,
    ).not.toBeNull();
  });
});

describe('changing a booking after 24 hours', () => {
  afterAll(() => advanceClock(-25 * 60));

  test("the brand's markup applies: a change to pay costs more than Duffel's amount, and that is what the card is charged", async () => {
    const { v, id } = await bookChangeable('noether');
    await advanceClock(25 * 60);
    const choices = (await askForChange(v, id, 39).expect(200)).body.offers as BookingChangeOffer[];
    expect(choices.every((offer) => !offer.freeChangeWindow)).toBe(true);
    const dearer = await story.offerTo(v, id, 'pay');
    expect(dearer.freeChangeWindow).toBe(false);
    expect(cents(dearer.serviceFeeAmount)).toBeGreaterThan(0n);
    await confirm(v, id, dearer, randomUUID(), { paymentMethodId: 'pm_card_visa' }).expect(200);
    const row = await changeRow(dearer.changeOfferId);
    expect(BigInt(row.amount_minor as string) - BigInt(row.supplier_change_minor as string)).toBe(
      cents(dearer.serviceFeeAmount),
    );
    const [payment] = (
      await t.sessionPool.query('SELECT * FROM payment_authorizations WHERE id = $1', [row.payment_authorization_id])
    ).rows as Record<string, string>[];
    expect(stripeIntent(t, payment?.provider_payment_id as string)?.amount_received).toBe(Number(cents(dearer.amount)));
    expect((await duffelChange(row.order_change_id as string)).confirmed_at).not.toBeNull();
  });
});

describe('who may change a booking', () => {
  test("another traveller gets 404 for someone else's booking; a different route is refused", async () => {
    const { v, id } = await bookChangeable('franklin');
    const other = await signInAs(t, 'goodall', ['traveller']);
    const stranger = await traveller(t, { agent: other.agent });
    await askForChange(stranger, id, 37).expect(404);
    const elsewhere = await v
      .post(`/api/bookings/${id}/changes`, {
        slices: [{ origin: 'JFK', destination: 'CDG', departureDate: daysAhead(t, 37) }],
      })
      .expect(400);
    expect(elsewhere.body.error).toBe('VALIDATION_ERROR');
  });
});
