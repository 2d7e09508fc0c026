import express from 'express';
import request from 'supertest';
import type Stripe from 'stripe';
import { getModels } from '../../db/models';
import { createLogger } from '../../http/logger';
import { signatureHeader } from '@portal/sandbox-stripe';
import { errorHandler } from '../../http/errors';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { createStripeWebhooksRouter } from './stripeWebhooks.routes';
import { createStripeWebhooks } from './stripeWebhooks.service';
import { authorize, bookingPaidBy, bookingState, deliver, eventOf, receivedEvents, sandboxSdk } from './webhookTestKit';

const SECRET = 'whsec_gateway_tests_0123456789abcdef';
let t: TestApp;
let sdk: Awaited<ReturnType<typeof sandboxSdk>>;

beforeAll(async () => {
  t = await createTestApp({ STRIPE_WEBHOOK_SECRET: SECRET });
  sdk = await sandboxSdk(t);
}, SETUP_TIMEOUT_MS);
afterEach(() => sdk.sandbox.setBeforeRequest(undefined));
afterAll(async () => {
  await sdk.close();
  await t.close();
});

/** A cancelled booking whose card refund (to 4000 0000 0000 5126) Stripe first reports succeeded, then fails. */
const cancelledWithFailingRefund = async () => {
  const intent = await authorize(sdk.stripe, 'pm_card_refundFail');
  await sdk.stripe.paymentIntents.capture(intent.id);
  const refund = await sdk.stripe.refunds.create({ payment_intent: intent.id, amount: 9_000 });
  const bookingId = await bookingPaidBy(t, intent, 'cancelled', { paymentStatus: 'captured', refundId: refund.id });
  return { bookingId, intent, refund };
};

describe('POST /api/webhooks/stripe: only what Stripe signed', () => {
  test('an event signed with the endpoint secret is taken (200), without a session or CSRF token, and kept by id', async () => {
    const intent = await authorize(sdk.stripe);
    const event = eventOf(sdk.sandbox, intent.id, 'payment_intent.amount_capturable_updated');

    const res = await deliver(t, event).expect(200);

    expect(res.body).toEqual({ received: true });
    expect(res.headers['set-cookie']).toBeUndefined();
    // An intent's event is passed on to the 3-D Secure continuation (which finds no waiting booking for it here).
    expect((await receivedEvents(t)).find((row) => row.id === event.id)).toMatchObject({
      type: 'payment_intent.amount_capturable_updated',
      outcome: 'passed_on',
      attempts: 1,
    });
  });

  test('a wrong secret, a changed payload, no signature, a garbled header or a timestamp over 5 minutes old: 400 with the reason, nothing applied', async () => {
    const intent = await authorize(sdk.stripe);
    const event = eventOf(sdk.sandbox, intent.id, 'payment_intent.amount_capturable_updated');
    const payload = JSON.stringify(event, null, 2);
    const wrongSecret = await deliver(t, event, { secret: 'whsec_somebody_elses_secret_0000' }).expect(400);
    const stale = await deliver(t, event, { timestamp: Math.floor(Date.now() / 1000) - 301 }).expect(400);
    const signedOther = signatureHeader(
      JSON.stringify({ ...event, data: { object: { ...event.data.object, amount: 1 } } }, null, 2),
      SECRET,
    );
    const tampered = await request(t.app)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signedOther)
      .send(payload)
      .expect(400);
    const unsigned = await request(t.app)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .send(payload)
      .expect(400);
    const garbled = await request(t.app)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', 'not a signature')
      .send(payload)
      .expect(400);

    const mismatch = {
      error: 'WEBHOOK_SIGNATURE_INVALID',
      message: "The Stripe-Signature header does not match this payload and this endpoint's signing secret.",
    };
    expect(wrongSecret.body).toEqual(mismatch);
    expect(tampered.body).toEqual(mismatch);
    expect(garbled.body).toEqual(mismatch);
    expect(stale.body).toEqual({
      error: 'WEBHOOK_TIMESTAMP_STALE',
      message: expect.stringContaining('more than 5 minutes old'),
    });
    expect(unsigned.body).toEqual({
      error: 'WEBHOOK_SIGNATURE_MISSING',
      message: 'The Stripe-Signature header is missing: only events signed by Stripe are accepted.',
    });
    expect((await receivedEvents(t)).map((row) => row.id)).not.toContain(event.id);
  });

  test('a signed payload that is no Stripe event is 400', async () => {
    const res = await deliver(t, { object: 'event', type: 'payment_intent.succeeded' }).expect(400);
    expect(res.body).toEqual({
      error: 'WEBHOOK_PAYLOAD_INVALID',
      message: 'The signed payload is not a Stripe event.',
    });
  });

  test('without a signing secret (real Stripe, STRIPE_WEBHOOK_SECRET unset) every event is refused with 503, which Stripe retries', async () => {
    const app = express().use(
      createStripeWebhooksRouter({
        webhooks: { handle: () => Promise.reject(new Error('not reached')) },
        secret: null,
        rateLimit: () => (_req, _res, next) => next(),
      }),
      errorHandler(createLogger('silent')),
    );
    const res = await request(app)
      .post('/api/webhooks/stripe')
      .set('Stripe-Signature', 't=1,v1=00')
      .send('{}')
      .expect(503);
    expect(res.body.error).toBe('WEBHOOK_NOT_CONFIGURED');
  });
});

describe('a refund that fails after Stripe reported it succeeded', () => {
  test('puts its booking in needs_attention with the failure reason; the same event again changes nothing', async () => {
    const { bookingId, refund } = await cancelledWithFailingRefund();
    await deliver(t, eventOf(sdk.sandbox, refund.id, 'refund.created')).expect(200);
    expect((await bookingState(t, bookingId)).status).toBe('cancelled');

    expect(sdk.sandbox.settleRefunds()).toBe(1);
    const failed = eventOf(sdk.sandbox, refund.id, 'refund.failed');
    expect(await deliver(t, failed).expect(200)).toMatchObject({ body: { received: true } });
    const again = await deliver(t, failed).expect(200);

    expect(again.body).toEqual({ received: true, duplicate: true });
    const state = await bookingState(t, bookingId);
    expect(state).toMatchObject({ status: 'needs_attention', failure_code: 'REFUND_FAILED' });
    expect(state.failure_message).toContain('expired_or_canceled_card');
    expect(state.events.filter((step) => step === 'refund:failed')).toHaveLength(1);
    expect((await receivedEvents(t)).filter((row) => row.id === failed.id)).toEqual([
      expect.objectContaining({ outcome: 'booking_needs_attention', booking_id: bookingId, attempts: 1 }),
    ]);
  });

  test('out of order: refund.updated (failed) before charge.refunded and refund.created (succeeded) still ends in needs_attention', async () => {
    const { bookingId, refund, intent } = await cancelledWithFailingRefund();
    sdk.sandbox.settleRefunds();
    const inArrivalOrder = [
      eventOf(sdk.sandbox, refund.id, 'refund.updated'),
      eventOf(sdk.sandbox, intent.id, 'charge.refunded'),
      eventOf(sdk.sandbox, refund.id, 'refund.created'),
      eventOf(sdk.sandbox, refund.id, 'charge.refund.updated'),
    ];

    for (const event of inArrivalOrder) await deliver(t, event).expect(200);

    expect(await bookingState(t, bookingId)).toMatchObject({
      status: 'needs_attention',
      failure_code: 'REFUND_FAILED',
    });
    expect((await bookingState(t, bookingId)).events).toEqual(['refund:failed']);
  });

  test('when Stripe cannot be asked about the refund the event is answered 503 and applied at its next delivery', async () => {
    const { bookingId, refund } = await cancelledWithFailingRefund();
    sdk.sandbox.settleRefunds();
    const failed = eventOf(sdk.sandbox, refund.id, 'refund.failed');
    sdk.sandbox.setBeforeRequest((req) =>
      req.route === 'GET /v1/refunds/:id' ? { error: { status: 500, shouldRetry: false } } : undefined,
    );

    const refused = await deliver(t, failed).expect(503);
    expect(refused.body.error).toBe('WEBHOOK_NOT_APPLIED');
    expect((await bookingState(t, bookingId)).status).toBe('cancelled');

    sdk.sandbox.setBeforeRequest(undefined);
    expect((await deliver(t, failed).expect(200)).body).toEqual({ received: true });
    expect((await bookingState(t, bookingId)).status).toBe('needs_attention');
    expect((await receivedEvents(t)).find((row) => row.id === failed.id)).toMatchObject({
      attempts: 2,
      outcome: 'booking_needs_attention',
    });
  });
});

describe('an authorization Stripe cancels itself (7 days uncaptured)', () => {
  const clock = () => t.providers.duffel.sandbox?.clock;
  afterEach(() => clock()?.reset());

  test('its row is voided; a booking whose order exists needs attention; a booking before its order is left to the saga', async () => {
    const ordered = await authorize(sdk.stripe);
    const beforeOrder = await authorize(sdk.stripe);
    const orderedBooking = await bookingPaidBy(t, ordered, 'order_created');
    const authorizedBooking = await bookingPaidBy(t, beforeOrder, 'authorized');

    clock()?.advanceMinutes(7 * 24 * 60 + 1);
    expect(sdk.sandbox.expireAuthorizations()).toBeGreaterThanOrEqual(2);
    for (const intent of [ordered, beforeOrder])
      await deliver(t, eventOf(sdk.sandbox, intent.id, 'payment_intent.canceled')).expect(200);

    const stuck = await bookingState(t, orderedBooking);
    expect(stuck).toMatchObject({
      status: 'needs_attention',
      failure_code: 'AUTHORIZATION_EXPIRED',
      payment: { status: 'voided', failure_code: 'canceled_automatic' },
    });
    expect(stuck.failure_message).toContain('before it was captured');
    expect(stuck.events).toEqual(['capture:refused']);
    expect(await bookingState(t, authorizedBooking)).toMatchObject({
      status: 'authorized',
      events: [],
      payment: { status: 'voided' },
    });
  });
});

describe('intent updates', () => {
  test('go to the injected hook with the intent as Stripe has it now, and are recorded', async () => {
    const seen: { id: string; status: string; mode: string }[] = [];
    const webhooks = createStripeWebhooks({
      models: getModels(t.sequelize),
      stripe: t.providers.stripe,
      logger: createLogger('silent'),
      onIntentUpdate: async (intent, mode) => {
        seen.push({ id: intent.id, status: intent.status, mode });
      },
    });
    const intent = await authorize(sdk.stripe);
    await sdk.stripe.paymentIntents.capture(intent.id);
    const held = eventOf(sdk.sandbox, intent.id, 'payment_intent.amount_capturable_updated') as Stripe.Event;

    expect(await webhooks.handle(held)).toEqual({ duplicate: false });
    expect(await webhooks.handle(held)).toEqual({ duplicate: true });

    // The event said requires_capture; the hook is told what is true now.
    expect(seen).toEqual([{ id: intent.id, status: 'succeeded', mode: 'test' }]);
    expect((await receivedEvents(t)).find((row) => row.id === held.id)).toMatchObject({ outcome: 'passed_on' });
  });
});
