import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type Stripe from 'stripe';
import { signatureHeader, type SandboxEvent, type StripeSandbox } from '@portal/sandbox-stripe';
import { stripeClient } from '@portal/sandbox-stripe/testing';
import type { TestApp } from '../../../test/testApp';

/** The app's own Stripe sandbox on a second loopback listener, and the real SDK pointed at it. */
export const sandboxSdk = async (t: TestApp) => {
  const sandbox = t.providers.stripe.sandbox as StripeSandbox;
  const running = await sandbox.listen(0);
  return { sandbox, stripe: stripeClient(running.port, sandbox.key), close: running.close };
};

/** The sandbox's events about this object (by its id, or its intent's), oldest first. */
export const eventsAbout = (sandbox: StripeSandbox, id: string, type?: string): SandboxEvent[] =>
  sandbox.store.events
    .entries()
    .map(([, event]) => event)
    .filter((event) => {
      const object = event.data.object as { id?: string; payment_intent?: string };
      return (object.id === id || object.payment_intent === id) && (!type || event.type === type);
    });

export const eventOf = (sandbox: StripeSandbox, id: string, type: string): SandboxEvent => {
  const event = eventsAbout(sandbox, id, type).at(-1);
  if (!event) throw new Error(`the sandbox has no ${type} event for ${id}`);
  return event;
};

/** POSTs an event to the webhook as Stripe sends it: the JSON text, signed now (or at `timestamp`) with `secret`. */
export const deliver = (
  t: TestApp,
  event: object,
  { secret = t.providers.stripe.webhookSecret ?? '', timestamp }: { secret?: string; timestamp?: number } = {},
) => {
  const payload = JSON.stringify(event, null, 2);
  return request(t.app)
    .post('/api/webhooks/stripe')
    .set('Content-Type', 'application/json; charset=utf-8')
    .set('Stripe-Signature', signatureHeader(payload, secret, timestamp))
    .send(payload);
};

/** What the gateway made of each event it received. */
export const receivedEvents = async (t: TestApp) =>
  (
    await t.sessionPool.query(
      'SELECT id, type, outcome, booking_id, attempts, applied_at FROM stripe_events ORDER BY received_at, id',
    )
  ).rows as {
    id: string;
    type: string;
    outcome: string | null;
    booking_id: string | null;
    attempts: number;
    applied_at: Date | null;
  }[];

export const bookingState = async (t: TestApp, id: string) => {
  const [row] = (
    await t.sessionPool.query('SELECT status, failure_code, failure_message FROM bookings WHERE id = $1', [id])
  ).rows as { status: string; failure_code: string | null; failure_message: string | null }[];
  const events = (
    await t.sessionPool.query('SELECT step, outcome FROM booking_events WHERE booking_id = $1 ORDER BY id', [id])
  ).rows as { step: string; outcome: string }[];
  const [payment] = (
    await t.sessionPool.query(
      'SELECT pa.status, pa.failure_code FROM payment_authorizations pa JOIN bookings b ON b.payment_authorization_id = pa.id WHERE b.id = $1',
      [id],
    )
  ).rows as { status: string; failure_code: string | null }[];
  return { ...row, events: events.map(({ step, outcome }) => `${step}:${outcome}`), payment };
};

/**
 * A booking row as the saga leaves it in `status`, paid by `intent` (the authorization row
 * `paymentStatus`): written straight to the database, so these stories depend on no checkout.
 */
export const bookingPaidBy = async (
  t: TestApp,
  intent: Stripe.PaymentIntent,
  status: 'cancelled' | 'order_created' | 'authorized',
  { paymentStatus = 'authorized', refundId = null as string | null } = {},
) => {
  const bookingId = randomUUID();
  const authorizationId = randomUUID();
  await t.sessionPool.query(
    `INSERT INTO payment_authorizations (id, mode, purpose, provider_payment_id, amount_minor, currency, card_last4, status, created_at, updated_at)
     VALUES ($1, 'test', 'booking', $2, $3, 'USD', '4242', $4, now(), now())`,
    [authorizationId, intent.id, intent.amount, paymentStatus],
  );
  await t.sessionPool.query(
    `INSERT INTO bookings (id, idempotency_key, request_fingerprint, status, mode, brand_key, offer_id, currency, selling_total_minor, payment_authorization_id,
                           duffel_order_id, booking_reference, cancellation_confirmed_at, refund_id, cancelled_at, created_at, updated_at)
     VALUES ($1, $2, 'fingerprint', $3, 'test', 'default', 'off_webhooks', 'USD', $4, $5, $6, $7, $8, $9, $8, now(), now())`,
    [
      bookingId,
      `webhooks-${bookingId}`,
      status,
      intent.amount,
      authorizationId,
      status === 'authorized' ? null : `ord_${bookingId}`,
      status === 'authorized' ? null : 'WEBHK1',
      status === 'cancelled' ? new Date() : null,
      refundId,
    ],
  );
  await t.sessionPool.query('UPDATE payment_authorizations SET booking_id = $1 WHERE id = $2', [
    bookingId,
    authorizationId,
  ]);
  return bookingId;
};

/** A manual-capture intent authorized on this test card, as the saga makes them. */
export const authorize = (stripe: Stripe, paymentMethod = 'pm_card_visa', amount = 12_000) =>
  stripe.paymentIntents.create({
    amount,
    currency: 'usd',
    capture_method: 'manual',
    confirm: true,
    payment_method: paymentMethod,
    allowed_payment_method_types: ['card'],
  });
