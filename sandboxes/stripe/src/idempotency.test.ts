import Stripe from 'stripe';
import { createSandboxClock } from '@portal/sandbox-clock';
import type { SandboxRequest } from './faults';
import { startStripeSandbox, stripeErrorOf } from './testSandbox';
import { testPaymentMethodFor } from './testCards';

const clock = createSandboxClock();
let harness: Awaited<ReturnType<typeof startStripeSandbox>>;
let stripe: Stripe;

beforeAll(async () => {
  harness = await startStripeSandbox({ clock });
  stripe = harness.stripe;
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.resetStats());
afterEach(() => {
  harness.sandbox.setBeforeRequest(undefined);
  clock.reset();
});

const intentCount = () => harness.sandbox.store.paymentIntents.entries().length;

const authorize = (idempotencyKey: string, number = '4242424242424242', amount = 9_900) =>
  stripe.paymentIntents.create(
    {
      amount,
      currency: 'usd',
      capture_method: 'manual',
      confirm: true,
      allowed_payment_method_types: ['card'],
      payment_method: testPaymentMethodFor(number),
    },
    { idempotencyKey },
  );

describe('Idempotency-Key', () => {
  test('the same key and parameters replay the first answer and make no second intent', async () => {
    const before = intentCount();
    const first = await authorize('checkout-1');
    const second = await authorize('checkout-1');
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(second.lastResponse.headers['original-request']).toBe(first.lastResponse.requestId);
    expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    expect(intentCount()).toBe(before + 1);
    expect(harness.sandbox.stats()).toMatchObject({
      'POST /v1/payment_intents': 2,
      'POST /v1/payment_intents (replayed)': 1,
    });
  });

  test('a decline is replayed too: the same StripeCardError, still one intent', async () => {
    const before = intentCount();
    const first = await stripeErrorOf(authorize('checkout-declined', '4000000000000002'));
    const second = await stripeErrorOf(authorize('checkout-declined', '4000000000000002'));
    expect(second).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(second).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline', charge: first.charge });
    expect(second.payment_intent?.id).toBe(first.payment_intent?.id);
    expect(second.headers?.['idempotent-replayed']).toBe('true');
    expect(intentCount()).toBe(before + 1);
  });

  test('the same key with other parameters is a StripeIdempotencyError', async () => {
    await authorize('checkout-2', '4242424242424242', 9_900);
    const reused = await stripeErrorOf(authorize('checkout-2', '4242424242424242', 9_901));
    expect(reused).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(reused).toMatchObject({ rawType: 'idempotency_error', statusCode: 400 });
    expect(reused.message).toMatch(
      /^Keys for idempotent requests can only be used with the same parameters they were first used with\./,
    );
  });

  test('20 concurrent requests with one key make one intent and all get its answer', async () => {
    const before = intentCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => authorize('checkout-burst')));
    expect(new Set(answers.map((intent) => intent.id)).size).toBe(1);
    expect(intentCount()).toBe(before + 1);
    expect(harness.sandbox.stats()['POST /v1/payment_intents (replayed)']).toBe(19);
  });

  test('a key is kept 24 hours of sandbox time, then forgotten', async () => {
    const first = await authorize('checkout-3');
    clock.advanceMinutes(23 * 60);
    expect((await authorize('checkout-3')).id).toBe(first.id);
    clock.advanceMinutes(60);
    const later = await authorize('checkout-3', '4242424242424242', 5_000);
    expect(later.id).not.toBe(first.id);
  });

  test('a 400 from reading the parameters is not kept: the key can be used again, as on Stripe', async () => {
    const invalid = await stripeErrorOf(
      stripe.paymentIntents.create({ amount: 10, currency: 'usd' }, { idempotencyKey: 'checkout-4' }),
    );
    expect(invalid.code).toBe('amount_too_small');
    expect(
      (await stripe.paymentIntents.create({ amount: 1_000, currency: 'usd' }, { idempotencyKey: 'checkout-4' })).status,
    ).toBe('requires_payment_method');
  });
});

describe('the SDK retrying through injected faults', () => {
  test('every POST carries a key the SDK made up (stripe-node-retry-…) when none is given', async () => {
    const seen: SandboxRequest[] = [];
    harness.sandbox.setBeforeRequest((request) => {
      seen.push(request);
    });
    const intent = await stripe.paymentIntents.create({ amount: 1_000, currency: 'usd' });
    await stripe.paymentIntents.retrieve(intent.id);
    expect(seen[0]?.idempotencyKey).toMatch(/^stripe-node-retry-[0-9a-f-]{36}$/);
    expect(seen[1]).toMatchObject({ method: 'GET', route: 'GET /v1/payment_intents/:id', idempotencyKey: undefined });
  });

  test('an answer lost after the work is done: the retry with the same key is replayed, one capture', async () => {
    const intent = await authorize('checkout-5');
    harness.sandbox.setBeforeRequest(({ route, count }) =>
      route === 'POST /v1/payment_intents/:id/capture' && count === 1 ? { drop: 'after' } : undefined,
    );
    const captured = await stripe.paymentIntents.capture(intent.id);
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 9_900 });
    expect(captured.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(harness.sandbox.stats()).toMatchObject({
      'POST /v1/payment_intents/:id/capture': 2,
      'POST /v1/payment_intents/:id/capture (replayed)': 1,
    });
  });

  test('a connection dropped before the work: the SDK retries and one intent is made', async () => {
    const before = intentCount();
    harness.sandbox.setBeforeRequest(({ route, count }) =>
      route === 'POST /v1/payment_intents' && count === 1 ? { drop: 'before' } : undefined,
    );
    const intent = await stripe.paymentIntents.create({ amount: 1_000, currency: 'usd' });
    expect(intent.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    expect(intentCount()).toBe(before + 1);
    expect(harness.sandbox.stats()).toEqual({ 'POST /v1/payment_intents': 2 });
  });

  test('a 503 before the work is retried by the SDK and then succeeds', async () => {
    const intent = await authorize('checkout-6');
    harness.sandbox.setBeforeRequest(({ route, count }) =>
      route === 'POST /v1/payment_intents/:id/capture' && count === 1 ? { error: { status: 503 } } : undefined,
    );
    expect((await stripe.paymentIntents.capture(intent.id)).status).toBe('succeeded');
    expect(harness.sandbox.stats()).toMatchObject({ 'POST /v1/payment_intents/:id/capture': 2, faults: 1 });
  });

  test('an injected error with Stripe-Should-Retry false reaches the caller at once', async () => {
    harness.sandbox.setBeforeRequest(() => ({
      error: { status: 500, message: 'Injected outage', shouldRetry: false },
    }));
    const error = await stripeErrorOf(stripe.paymentIntents.create({ amount: 1_000, currency: 'usd' }));
    expect(error).toMatchObject({ type: 'StripeAPIError', statusCode: 500, message: 'Injected outage' });
    expect(harness.sandbox.stats()['POST /v1/payment_intents']).toBe(1);
  });
});
