import { startStripeSandbox } from '@portal/sandbox-stripe/testing';
import { createLogger } from '../http/logger';
import { STRIPE_CSP_SOURCES, STRIPE_JS_URL } from '../providers/stripe/stripeProviders';
import { composeStripe } from './stripeSandbox';

describe('what the browser gets for Stripe.js, per mode', () => {
  test("with real keys: Stripe's own Stripe.js and the publishable key of the mode; the CSP allows Stripe's documented sources only", async () => {
    const stripe = composeStripe({
      testKey: 'sk_test_real',
      liveKey: 'sk_live_real',
      publishableKeys: { test: 'pk_test_real', live: 'pk_live_real' },
      sandboxPort: 0,
      logger: createLogger('silent'),
    });

    expect(await stripe.clientConfig('test')).toEqual({ publishableKey: 'pk_test_real', stripeJsUrl: STRIPE_JS_URL });
    expect(await stripe.clientConfig('live')).toEqual({ publishableKey: 'pk_live_real', stripeJsUrl: STRIPE_JS_URL });
    expect(stripe.cspSources()).toEqual(STRIPE_CSP_SOURCES);
    await stripe.close();
  });

  test('a secret key without its publishable key cannot take cards in the browser: 503 PAYMENT_NOT_CONFIGURED', async () => {
    const stripe = composeStripe({ liveKey: 'sk_live_real', sandboxPort: 0, logger: createLogger('silent') });
    await expect(stripe.clientConfig('live')).rejects.toMatchObject({ code: 'PAYMENT_NOT_CONFIGURED', status: 503 });
    await stripe.close();
  });

  test("offline: the sandbox's Stripe.js at its own origin with its publishable key, and only that origin in the CSP", async () => {
    const stripe = composeStripe({ sandboxPort: 0, logger: createLogger('silent') });
    await stripe.ready();

    const config = await stripe.clientConfig('test');
    const origin = new URL(config.stripeJsUrl).origin;
    expect(config.publishableKey).toMatch(/^pk_test_/);
    expect(config.stripeJsUrl).toBe(`${origin}/v3/`);
    expect(stripe.cspSources()).toEqual({ script: [origin], frame: [origin], connect: [origin] });
    await stripe.close();
  });
});

describe('the Stripe client per mode', () => {
  test('live mode without STRIPE_LIVE_KEY is 503 PAYMENT_NOT_CONFIGURED; test mode without a key runs on the sandbox, started on first use', async () => {
    const stripe = composeStripe({ sandboxPort: 0, logger: createLogger('silent') });

    await expect(stripe.forMode('live')).rejects.toMatchObject({ code: 'PAYMENT_NOT_CONFIGURED', status: 503 });
    expect(stripe.sandbox).not.toBeNull();
    const adapter = await stripe.forMode('test');
    expect(await stripe.forMode('test')).toBe(adapter);
    await stripe.close();
  });

  test('with STRIPE_TEST_KEY there is no sandbox', async () => {
    const stripe = composeStripe({ testKey: 'sk_test_real', sandboxPort: 0, logger: createLogger('silent') });

    expect(stripe.sandbox).toBeNull();
    await stripe.close();
  });

  test("with SANDBOX_STRIPE_URL no sandbox starts here: authorizations reach the one at that address, as every replica's do", async () => {
    const shared = await startStripeSandbox();
    const replicas = [0, 1].map(() =>
      composeStripe({
        sandboxPort: 0,
        sandboxUrl: shared.running.origin,
        sandboxKey: shared.sandbox.key,
        logger: createLogger('silent'),
      }),
    );
    try {
      expect(replicas.map((replica) => replica.sandbox)).toEqual([null, null]);
      for (const [i, replica] of replicas.entries()) {
        const adapter = await replica.forMode('test');
        const authorization = await adapter.authorize({
          amountMinor: 1234n,
          currency: 'USD',
          paymentMethodId: 'pm_card_visa',
          metadata: { booking_id: `b${i}` },
          idempotencyKey: `replica-${i}`,
        });
        expect(authorization.outcome).toBe('authorized');
      }
      expect(
        shared.sandbox.store.paymentIntents
          .entries()
          .map(([, intent]) => intent.metadata.booking_id)
          .sort(),
      ).toEqual(['b0', 'b1']);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
      await shared.close();
    }
  });
});

describe('the webhook signing secret', () => {
  test('with the in-process sandbox: a random whsec_ unless configured; the sandbox sends to the gateway once it listens, and stops when it closes', async () => {
    const random = composeStripe({ sandboxPort: 0, logger: createLogger('silent') });
    expect(random.webhookSecret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(random.sandbox?.webhookEndpoint()).toBeNull();
    random.listening('http://127.0.0.1:8080');
    expect(random.sandbox?.webhookEndpoint()).toEqual({
      url: 'http://127.0.0.1:8080/api/webhooks/stripe',
      secret: random.webhookSecret,
    });
    // A second gateway on the same sandbox verifies with the secret it already signs with.
    const second = composeStripe({
      sandboxPort: 0,
      sandbox: random.sandbox ?? undefined,
      logger: createLogger('silent'),
    });
    expect(second.webhookSecret).toBe(random.webhookSecret);
    await second.close();
    expect(random.sandbox?.webhookEndpoint()).not.toBeNull();
    await random.close();
    expect(random.sandbox?.webhookEndpoint()).toBeNull();

    const configured = composeStripe({
      sandboxPort: 0,
      webhookSecret: 'whsec_configured_0123456789',
      logger: createLogger('silent'),
    });
    expect(configured.webhookSecret).toBe('whsec_configured_0123456789');
    await configured.close();
  });

  test('with a Stripe key or SANDBOX_STRIPE_URL, only STRIPE_WEBHOOK_SECRET: none configured means none', async () => {
    const realStripe = composeStripe({ testKey: 'sk_test_real', sandboxPort: 0, logger: createLogger('silent') });
    expect(realStripe.webhookSecret).toBeNull();
    realStripe.listening('http://127.0.0.1:8080');
    const shared = composeStripe({
      sandboxPort: 0,
      sandboxUrl: 'http://stripe-sandbox:12111',
      sandboxKey: 'sk_test_0123456789abcdef',
      webhookSecret: 'whsec_shared_0123456789abcd',
      logger: createLogger('silent'),
    });
    expect(shared.webhookSecret).toBe('whsec_shared_0123456789abcd');
    await Promise.all([realStripe.close(), shared.close()]);
  });
});
