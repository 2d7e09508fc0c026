import { randomUUID } from 'node:crypto';
import type { FlightOffer } from '@portal/platform-common/contracts';
import {
  AUTHORIZE,
  bookingBody,
  paymentMethodFor,
  CARDS,
  createOfferPicker,
  passengersFor,
  searchJfkLhr,
  stripeCalls,
  totalOf,
  traveller,
  type Traveller,
} from '../../../test/bookingStories';
import { capturedLogs, cardDataIn, dumpDatabase, stripeIntent } from '../../../test/bookingEvidence';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';

const logs = capturedLogs();
let t: TestApp;
let offers: FlightOffer[];
let pickOffer: ReturnType<typeof createOfferPicker>;

beforeAll(async () => {
  t = await createTestApp(
    { SANDBOX_CONTROLS: 'on', RATE_LIMIT_PAYMENTS_PER_ADDRESS: '' },
    { listen: true, logger: logs.logger },
  );
  offers = await searchJfkLhr(t, await traveller(t));
  pickOffer = createOfferPicker(offers);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const processCard = (v: Traveller, body: object, key?: string) => {
  const call = v.agent.post('/api/payments/process-card').set('X-Forwarded-For', v.ip).set('X-CSRF-Token', v.token);
  return (key ? call.set('Idempotency-Key', key) : call).send(body);
};

const authorizationOf = async (paymentId: string) =>
  (
    (await t.sessionPool.query('SELECT * FROM payment_authorizations WHERE provider_payment_id = $1', [paymentId]))
      .rows as Record<string, unknown>[]
  )[0];

describe('POST /api/payments/process-card', () => {
  test('when the card is good, then {success, paymentId}: an authorization held for manual capture, brand and last 4 kept', async () => {
    const v = await traveller(t);

    const res = await processCard(v, {
      amount: '250.00',
      currency: 'USD',
      paymentMethodId: paymentMethodFor(CARDS.visa),
    }).expect(200);

    expect(res.body).toEqual({ success: true, paymentId: expect.stringMatching(/^pi_/) });
    expect(stripeIntent(t, res.body.paymentId)).toMatchObject({
      status: 'requires_capture',
      amount: 25_000,
      currency: 'usd',
      capture_method: 'manual',
    });
    expect(await authorizationOf(res.body.paymentId)).toMatchObject({
      status: 'authorized',
      purpose: 'process-card',
      card_brand: 'visa',
      card_last4: '4242',
      amount_minor: '25000',
      booking_id: null,
    });
  });

  test("when the card is declined, then 402 with the card's message, and the intent is voided", async () => {
    const v = await traveller(t);

    const res = await processCard(v, {
      amount: '250.00',
      currency: 'USD',
      paymentMethodId: paymentMethodFor(CARDS.insufficientFunds),
    }).expect(402);

    expect(res.body).toEqual({ message: 'Your card has insufficient funds.', error: 'PAYMENT_FAILED' });
  });

  test('with an Idempotency-Key, a retry answers the same paymentId and Stripe authorizes once', async () => {
    const v = await traveller(t);
    const body = { amount: '99.00', currency: 'USD', paymentMethodId: paymentMethodFor(CARDS.visa) };
    const key = randomUUID();
    const authorizations = await stripeCalls(t, AUTHORIZE);

    const [first, second] = await Promise.all([processCard(v, body, key), processCard(v, body, key)]);

    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await stripeCalls(t, AUTHORIZE)).toBe(authorizations + 1);
    expect((await processCard(v, { ...body, amount: '100.00' }, key).expect(409)).body.error).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
  });

  test('the 11th payment from one address in 10 minutes is 429', async () => {
    const v = await traveller(t);
    for (let i = 0; i < 10; i++)
      await processCard(v, { amount: '1', currency: 'USD', paymentMethodId: paymentMethodFor(CARDS.visa) });

    const res = await processCard(v, {
      amount: '1',
      currency: 'USD',
      paymentMethodId: paymentMethodFor(CARDS.visa),
    }).expect(429);

    expect(res.body.error).toBe('RATE_LIMITED');
  });
});

describe('POST /api/bookings paying with a paymentId', () => {
  test("when the authorization is for the booking's total, then the booking uses it, captures it, and it cannot be used again", async () => {
    const v = await traveller(t);
    const { offer } = await pickOffer(v);
    const { paymentId } = (
      await processCard(v, {
        amount: totalOf(offer, []),
        currency: 'USD',
        paymentMethodId: paymentMethodFor(CARDS.visa),
      }).expect(200)
    ).body;
    const base = bookingBody({ offer, passengers: passengersFor(offer) });
    const body = { ...base, paymentDetails: { amount: base.paymentDetails.amount, currency: 'USD', paymentId } };
    const authorizations = await stripeCalls(t, AUTHORIZE);

    const res = await v.book(body).expect(201);

    expect(res.body.status).toBe('confirmed');
    expect(await stripeCalls(t, AUTHORIZE)).toBe(authorizations);
    expect(stripeIntent(t, paymentId)?.status).toBe('succeeded');
    expect(await authorizationOf(paymentId)).toMatchObject({ status: 'captured', booking_id: res.body.id });
    await v.refreshToken();
    const { offer: other } = await pickOffer(v);
    const reuse = await v
      .book({
        ...bookingBody({ offer: other, passengers: passengersFor(other) }),
        paymentDetails: { amount: totalOf(other, []), currency: 'USD', paymentId },
      })
      .expect(402);
    expect(reuse.body).toEqual({
      message: 'This card payment could not be found or was already used. Please enter your card details again.',
      error: 'PAYMENT_FAILED',
    });
  });

  test('when the authorization is for another amount, or unknown, then 402 and it stays unused', async () => {
    const v = await traveller(t);
    const { offer } = await pickOffer(v);
    const { paymentId } = (
      await processCard(v, { amount: '10.00', currency: 'USD', paymentMethodId: paymentMethodFor(CARDS.visa) }).expect(
        200,
      )
    ).body;
    const base = bookingBody({ offer, passengers: passengersFor(offer) });

    await v
      .book({ ...base, paymentDetails: { amount: base.paymentDetails.amount, currency: 'USD', paymentId } })
      .expect(402);
    await v
      .book({
        ...base,
        paymentDetails: { amount: base.paymentDetails.amount, currency: 'USD', paymentId: 'pi_fake_test_payment' },
      })
      .expect(402);

    expect(await authorizationOf(paymentId)).toMatchObject({ status: 'authorized', booking_id: null });
  });
});

describe('the sweep of unused authorizations', () => {
  test('an authorization no booking used within 30 minutes is voided; a younger one is kept', async () => {
    const v = await traveller(t);
    const old = (
      await processCard(v, { amount: '42.00', currency: 'USD', paymentMethodId: paymentMethodFor(CARDS.visa) }).expect(
        200,
      )
    ).body.paymentId;
    const young = (
      await processCard(v, { amount: '43.00', currency: 'USD', paymentMethodId: paymentMethodFor(CARDS.visa) }).expect(
        200,
      )
    ).body.paymentId;
    await t.sessionPool.query(
      `UPDATE payment_authorizations SET created_at = now() - interval '31 minutes' WHERE provider_payment_id = $1`,
      [old],
    );

    await t.jobs.runOnce({ staleMs: 0 });

    expect(await authorizationOf(old)).toMatchObject({ status: 'voided' });
    expect(stripeIntent(t, old)?.status).toBe('canceled');
    expect(await authorizationOf(young)).toMatchObject({ status: 'authorized' });
    expect(stripeIntent(t, young)?.status).toBe('requires_capture');
  });
});

describe('card data', () => {
  test('no card number or CVC is in any table or any log line', async () => {
    expect(cardDataIn(await dumpDatabase(t))).toEqual([]);
    expect(cardDataIn(logs.text())).toEqual([]);
  });
});
