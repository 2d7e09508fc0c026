import { JSDOM } from 'jsdom';
import type Stripe from 'stripe';
import { startStripeSandbox, stripeErrorOf, TEST_PUBLISHABLE_KEY } from './testSandbox';

const PORTAL = 'http://portal.example:3000';
let harness: Awaited<ReturnType<typeof startStripeSandbox>>;
beforeAll(async () => {
  harness = await startStripeSandbox();
});
afterAll(() => harness.close());

const needingAuthentication = (extra: Partial<Stripe.PaymentIntentCreateParams> = {}) =>
  harness.stripe.paymentIntents.create({
    amount: 42_000,
    currency: 'gbp',
    capture_method: 'manual',
    confirm: true,
    allowed_payment_method_types: ['card'],
    payment_method: 'pm_card_authenticationRequired',
    ...extra,
  });
const pageUrl = (intent: Stripe.PaymentIntent, query: Record<string, string>) =>
  `${harness.running.origin}/sandbox/3ds/${intent.id}?${new URLSearchParams(query).toString()}`;
const answer = (intent: Stripe.PaymentIntent, fields: Record<string, string>) =>
  fetch(`${harness.running.origin}/sandbox/3ds/${intent.id}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
const statusOf = async (intent: Stripe.PaymentIntent) =>
  (await harness.stripe.paymentIntents.retrieve(intent.id)).status;

describe('the 3-D Secure challenge page', () => {
  test("it opens only with the intent's client secret, which next_action's link carries", async () => {
    const intent = await needingAuthentication();
    const link = String(intent.next_action?.use_stripe_sdk?.stripe_js);
    expect(new URL(link).searchParams.get('client_secret')).toBe(intent.client_secret);
    expect((await fetch(link)).status).toBe(200);
    for (const query of [{}, { client_secret: 'pi_other_secret_guess' }] as Record<string, string>[]) {
      const res = await fetch(pageUrl(intent, query));
      expect(res.status).toBe(403);
      expect(await res.text()).not.toMatch(/Complete/);
    }
  });

  test('nobody without the client secret can answer for the customer', async () => {
    const intent = await needingAuthentication();
    for (const fields of [
      { result: 'complete' },
      { result: 'complete', client_secret: `${intent.id}_secret_guess` },
    ] as Record<string, string>[]) {
      expect((await answer(intent, fields)).status).toBe(403);
    }
    expect(await statusOf(intent)).toBe('requires_action');
  });

  test('on its own it may not be framed by anyone, and it sends no Referer (its URL holds the secret)', async () => {
    const intent = await needingAuthentication();
    const res = await fetch(pageUrl(intent, { client_secret: intent.client_secret ?? '' }));
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('embedded, only the page that asked may frame it, and its buttons keep the embedding', async () => {
    const intent = await needingAuthentication();
    const res = await fetch(
      pageUrl(intent, { client_secret: intent.client_secret ?? '', embedded: '1', origin: PORTAL }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(new RegExp(`frame-ancestors ${PORTAL}$`));
    const { document } = new JSDOM(await res.text()).window;
    const buttons = [...document.querySelectorAll('form')].map((form) => ({
      label: form.querySelector('button')?.textContent,
      fields: Object.fromEntries(new document.defaultView!.FormData(form)),
    }));
    expect(buttons).toEqual([
      {
        label: 'Complete',
        fields: { client_secret: intent.client_secret, embedded: '1', origin: PORTAL, result: 'complete' },
      },
      { label: 'Fail', fields: { client_secret: intent.client_secret, embedded: '1', origin: PORTAL, result: 'fail' } },
    ]);
    expect(document.querySelector('script')).toBeNull();
  });

  test('embedded, Complete authorizes and the end page tells that origin alone, without redirecting even with a return_url', async () => {
    const intent = await needingAuthentication({ return_url: `${PORTAL}/booking/return` });
    const res = await answer(intent, {
      result: 'complete',
      client_secret: intent.client_secret ?? '',
      embedded: '1',
      origin: PORTAL,
    });
    expect(res.status).toBe(200);
    const { document } = new JSDOM(await res.text()).window;
    expect(document.body.dataset).toMatchObject({ parentOrigin: PORTAL, intent: intent.id });
    expect(document.querySelector('script')?.getAttribute('src')).toBe('/sandbox/assets/3ds-frame.js');
    expect(document.body.textContent).toMatch(/Authentication completed/);
    expect(await statusOf(intent)).toBe('requires_capture');
  });

  test('embedded with an origin that is not exactly one (a wildcard, a path, a script URL) is refused', async () => {
    const intent = await needingAuthentication();
    for (const origin of ['*', `${PORTAL}/booking`, 'javascript:alert(1)', '']) {
      const res = await fetch(pageUrl(intent, { client_secret: intent.client_secret ?? '', embedded: '1', origin }));
      expect({ origin, status: res.status }).toEqual({ origin, status: 400 });
    }
  });

  test('opened again once over (a reload), embedded, it says so and still tells the page, so the overlay closes', async () => {
    const intent = await needingAuthentication();
    await answer(intent, { result: 'fail', client_secret: intent.client_secret ?? '' });
    const res = await fetch(
      pageUrl(intent, { client_secret: intent.client_secret ?? '', embedded: '1', origin: PORTAL }),
    );
    expect(res.status).toBe(409);
    const { document } = new JSDOM(await res.text()).window;
    expect(document.body.textContent).toMatch(/requires payment method: there is nothing to authenticate/);
    expect(document.body.dataset.parentOrigin).toBe(PORTAL);
  });
});

describe("closing Stripe.js's overlay (POST /v1/payment_intents/:id/source_cancel)", () => {
  const cancel = (intent: Stripe.PaymentIntent, fields: Record<string, string>) =>
    fetch(`${harness.running.origin}/v1/payment_intents/${intent.id}/source_cancel`, {
      method: 'POST',
      body: new URLSearchParams({ key: TEST_PUBLISHABLE_KEY, ...fields }),
    });

  test('abandons the challenge as Stripe does: the authentication fails and nothing is held', async () => {
    const intent = await needingAuthentication();
    const source = String(intent.next_action?.use_stripe_sdk?.source);
    const res = await cancel(intent, { client_secret: intent.client_secret ?? '', source });
    expect(res.status).toBe(200);
    const seen = await res.json();
    expect(seen).toMatchObject({
      id: intent.id,
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
    expect(seen).not.toHaveProperty('metadata');
    expect(await harness.stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      amount_capturable: 0,
      latest_charge: null,
    });
  });

  test('needs the client secret, refuses another source, and cannot undo a challenge already answered', async () => {
    const intent = await needingAuthentication();
    expect((await cancel(intent, { client_secret: `${intent.id}_secret_guess` })).status).toBe(400);
    expect((await cancel(intent, { client_secret: intent.client_secret ?? '', source: 'src_other' })).status).toBe(404);
    await answer(intent, { result: 'complete', client_secret: intent.client_secret ?? '' });
    const late = await cancel(intent, { client_secret: intent.client_secret ?? '' });
    expect(late.status).toBe(400);
    expect((await late.json()).error.code).toBe('payment_intent_unexpected_state');
    expect(await statusOf(intent)).toBe('requires_capture');
  });

  test("is Stripe.js's: the SDK with the publishable key cannot reach the other intent actions", async () => {
    const intent = await needingAuthentication();
    const error = await stripeErrorOf(harness.browser.paymentIntents.cancel(intent.id));
    expect(error.statusCode).toBe(401);
  });
});
