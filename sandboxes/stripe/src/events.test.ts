import type Stripe from 'stripe';
import { createSandboxClock } from '@portal/sandbox-clock';
import { startStripeSandbox, stripeErrorOf } from './testSandbox';

let harness: Awaited<ReturnType<typeof startStripeSandbox>>;
let stripe: Stripe;
const clock = createSandboxClock();

beforeAll(async () => {
  harness = await startStripeSandbox({ clock });
  stripe = harness.stripe;
});
afterAll(() => harness.close());
afterEach(() => clock.reset());

const authorize = (paymentMethod = 'pm_card_visa', amount = 10_000) =>
  stripe.paymentIntents.create(
    {
      amount,
      currency: 'usd',
      capture_method: 'manual',
      confirm: true,
      payment_method: paymentMethod,
      allowed_payment_method_types: ['card'],
    },
    { idempotencyKey: `key-${Math.random()}` },
  );

/** The events about this object, oldest first, as GET /v1/events lists them. */
const eventsAbout = async (id: string): Promise<Stripe.Event[]> =>
  (await stripe.events.list({ limit: 100 })).data
    .filter(
      (event) =>
        (event.data.object as { id?: string }).id === id ||
        (event.data.object as { payment_intent?: string }).payment_intent === id,
    )
    .reverse();

const types = (events: Stripe.Event[]) => events.map((event) => event.type);

describe('the events of a payment', () => {
  test('an authorization then its capture: amount_capturable_updated, then succeeded, each naming the API request that caused it', async () => {
    const authorized = await authorize();
    const captured = await stripe.paymentIntents.capture(
      authorized.id,
      {},
      { idempotencyKey: `capture-${authorized.id}` },
    );

    const events = await eventsAbout(authorized.id);
    expect(types(events)).toEqual(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded']);
    const [held, paid] = events as [Stripe.Event, Stripe.Event];
    expect(held).toMatchObject({
      object: 'event',
      livemode: false,
      api_version: expect.any(String),
      pending_webhooks: 0,
      request: { id: authorized.lastResponse.requestId, idempotency_key: expect.stringMatching(/^key-/) },
    });
    expect(held.id).toMatch(/^evt_[A-Za-z0-9]{24}$/);
    expect(held.data.object).toMatchObject({
      id: authorized.id,
      status: 'requires_capture',
      amount_capturable: 10_000,
    });
    expect(paid).toMatchObject({
      request: { id: captured.lastResponse.requestId, idempotency_key: `capture-${authorized.id}` },
      data: { object: { status: 'succeeded', amount_received: 10_000 } },
    });
    expect(await stripe.events.retrieve(paid.id)).toMatchObject({ id: paid.id, type: 'payment_intent.succeeded' });
  });

  test('a decline is payment_intent.payment_failed; releasing an authorization is payment_intent.canceled and charge.refunded', async () => {
    const declined = await stripeErrorOf(authorize('pm_card_visa_chargeDeclined'));
    const declinedId = String(declined.payment_intent?.id);
    expect(types(await eventsAbout(declinedId))).toEqual(['payment_intent.payment_failed']);

    const held = await authorize();
    await stripe.paymentIntents.cancel(held.id);
    const events = await eventsAbout(held.id);
    expect(types(events)).toEqual([
      'payment_intent.amount_capturable_updated',
      'payment_intent.canceled',
      'charge.refunded',
    ]);
    expect(events[2]?.data.object).toMatchObject({ id: held.latest_charge, captured: false, refunded: true });
  });

  test('a card asking for 3-D Secure is payment_intent.requires_action', async () => {
    const intent = await authorize('pm_card_authenticationRequired');
    expect(intent.status).toBe('requires_action');
    expect(types(await eventsAbout(intent.id))).toEqual(['payment_intent.requires_action']);
  });

  test('GET /v1/events filters by type and by group; an unknown event is 404', async () => {
    await authorize();
    const capturable = await stripe.events.list({ type: 'payment_intent.amount_capturable_updated' });
    expect(capturable.data.length).toBeGreaterThan(0);
    expect(new Set(types(capturable.data))).toEqual(new Set(['payment_intent.amount_capturable_updated']));
    const group = await stripe.events.list({ type: 'payment_intent.*', limit: 100 });
    expect(group.data.every((event) => event.type.startsWith('payment_intent.'))).toBe(true);
    expect(await stripeErrorOf(stripe.events.retrieve('evt_nope'))).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});

describe('what Stripe does on its own', () => {
  test('an authorization nobody captures lapses after 7 days: canceled, reason automatic, by no request', async () => {
    const held = await authorize();
    clock.advanceMinutes(7 * 24 * 60 - 1);
    expect((await stripe.paymentIntents.retrieve(held.id)).status).toBe('requires_capture');

    clock.advanceMinutes(2);
    const lapsed = await stripe.paymentIntents.retrieve(held.id);
    expect(lapsed).toMatchObject({ status: 'canceled', cancellation_reason: 'automatic', amount_capturable: 0 });
    const events = await eventsAbout(held.id);
    expect(types(events)).toEqual([
      'payment_intent.amount_capturable_updated',
      'payment_intent.canceled',
      'charge.expired',
    ]);
    expect(events[1]?.request).toEqual({ id: null, idempotency_key: null });
    const refused = await stripeErrorOf(stripe.paymentIntents.capture(held.id));
    expect(refused).toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  test('expireAuthorizations() cancels every lapsed one without anyone reading it', async () => {
    const held = await authorize();
    clock.advanceMinutes(7 * 24 * 60 + 1);
    expect(harness.sandbox.expireAuthorizations()).toBeGreaterThanOrEqual(1);
    expect(harness.sandbox.expireAuthorizations()).toBe(0);
    expect(types(await eventsAbout(held.id))).toContain('payment_intent.canceled');
  });

  test('a refund is refund.created and charge.refunded; to 4000 0000 0000 5126 it starts succeeded and fails later with the update events', async () => {
    const intent = await authorize('pm_card_refundFail');
    await stripe.paymentIntents.capture(intent.id);
    const refund = await stripe.refunds.create({
      payment_intent: intent.id,
      amount: 4_000,
      metadata: { booking_id: 'b1' },
    });
    expect(refund.status).toBe('succeeded');
    expect((await stripe.charges.retrieve(String(intent.latest_charge))).amount_refunded).toBe(4_000);
    expect(types(await eventsAbout(refund.id))).toEqual(['refund.created']);

    clock.advanceMinutes(2);
    const failed = await stripe.refunds.retrieve(refund.id);
    expect(failed).toMatchObject({
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
      metadata: { booking_id: 'b1' },
    });
    expect((await stripe.charges.retrieve(String(intent.latest_charge))).amount_refunded).toBe(0);
    const events = await eventsAbout(refund.id);
    expect(types(events)).toEqual(['refund.created', 'refund.updated', 'charge.refund.updated', 'refund.failed']);
    expect(events[1]?.data.previous_attributes).toMatchObject({ status: 'succeeded', failure_reason: null });
    const chargeEvents = (await stripe.events.list({ type: 'charge.refunded', limit: 100 })).data.filter(
      (event) => (event.data.object as Stripe.Charge).id === intent.latest_charge,
    );
    expect(chargeEvents).toHaveLength(1);
  });

  test('settleRefunds() fails them at once; a refund to any other card never fails', async () => {
    const failing = await authorize('pm_card_refundFail', 3_000);
    const fine = await authorize('pm_card_visa', 3_000);
    for (const intent of [failing, fine]) await stripe.paymentIntents.capture(intent.id);
    const [doomed, kept] = [
      await stripe.refunds.create({ payment_intent: failing.id }),
      await stripe.refunds.create({ payment_intent: fine.id }),
    ];
    expect(harness.sandbox.settleRefunds()).toBe(1);
    clock.advanceMinutes(60);
    expect((await stripe.refunds.retrieve(doomed.id)).status).toBe('failed');
    expect((await stripe.refunds.retrieve(kept.id)).status).toBe('succeeded');
  });
});
