import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM, type DOMWindow } from 'jsdom';
import type Stripe from 'stripe';
import { dispatchMessage, openPortalPage, type PortalPage } from './browserHarness';
import { startStripeSandbox, TEST_PUBLISHABLE_KEY } from './testSandbox';

// jsdom loads the sandbox's frames over HTTP and runs their scripts: slow on a busy 2-core machine.
jest.setTimeout(90_000);

const PORTAL = 'http://portal.test';
const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

type Result = {
  paymentIntent?: { id: string; status: string };
  error?: {
    type: string;
    code?: string;
    decline_code?: string;
    message?: string;
    payment_intent?: { id: string; status: string };
  };
};
interface StripeObject {
  handleNextAction(params: { clientSecret: string }): Promise<Result>;
  retrievePaymentIntent(clientSecret: string): Promise<Result>;
}
type PageWindow = DOMWindow & { Stripe: (key: string) => StripeObject };

let harness: Awaited<ReturnType<typeof startStripeSandbox>>;
let page: PortalPage;
let stripe: StripeObject;
beforeAll(async () => {
  harness = await startStripeSandbox();
});
afterAll(() => harness.close());
beforeEach(async () => {
  page = await openPortalPage(harness.running.origin, PORTAL, '');
  stripe = (page.window as PageWindow).Stripe(TEST_PUBLISHABLE_KEY);
});
afterEach(() => page.close());

const intentFor = (paymentMethod: string) =>
  harness.stripe.paymentIntents.create({
    amount: 31_500,
    currency: 'eur',
    capture_method: 'manual',
    confirm: true,
    allowed_payment_method_types: ['card'],
    payment_method: paymentMethod,
  });

/** The overlay's challenge frame, once handleNextAction has shown it and the frame has loaded. */
const challengeFrame = (window: DOMWindow) =>
  new Promise<HTMLIFrameElement>((resolve) => {
    const check = () => {
      // The page was closed (the test ended): stop looking.
      if (!window.document) return;
      const frame = window.document.querySelector<HTMLIFrameElement>('iframe[title="3D Secure challenge"]');
      if (frame?.contentDocument?.querySelector('button')) resolve(frame);
      else setTimeout(check, 10);
    };
    check();
  });

/**
 * The customer presses a button of the challenge: its form goes to the sandbox (jsdom does not
 * submit forms), then the end page's own script runs in the frame and tells the page.
 */
const press = async (frame: HTMLIFrameElement, label: 'Complete' | 'Fail') => {
  const form = [...frame.contentDocument!.querySelectorAll('form')].find(
    (candidate) => candidate.textContent === label,
  )!;
  const fields = new URLSearchParams([...form.querySelectorAll('input')].map((input) => [input.name, input.value]));
  const answer = await fetch(new URL(form.getAttribute('action')!, frame.src), { method: 'POST', body: fields });
  const endPage = new JSDOM(await answer.text()).window.document;
  const frameWindow = frame.contentWindow as unknown as DOMWindow;
  Object.assign(frameWindow.document.body.dataset, endPage.body.dataset);
  frameWindow.eval(readFileSync(path.join(__dirname, 'browser', '3ds-frame.js'), 'utf8'));
};

describe('handleNextAction', () => {
  test("shows the sandbox's challenge in an overlay; after Complete it resolves with the intent, authorized", async () => {
    const intent = await intentFor('pm_card_authenticationRequired');
    const result = stripe.handleNextAction({ clientSecret: intent.client_secret ?? '' });
    const frame = await challengeFrame(page.window);
    const src = new URL(frame.src);
    expect(src.origin).toBe(harness.running.origin);
    expect(src.pathname).toBe(`/sandbox/3ds/${intent.id}`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      client_secret: intent.client_secret,
      embedded: '1',
      origin: PORTAL,
    });
    expect(page.window.document.querySelector('[role="dialog"]')?.getAttribute('aria-modal')).toBe('true');
    await press(frame, 'Complete');
    expect(await result).toEqual({
      paymentIntent: expect.objectContaining({ id: intent.id, status: 'requires_capture' }),
    });
    expect(page.window.document.querySelector('iframe')).toBeNull();
  });

  test('4000008260003178: authenticated, then declined for insufficient funds, as Stripe.js reports it', async () => {
    const intent = await intentFor('pm_card_authenticationRequiredChargeDeclinedInsufficientFunds');
    const result = stripe.handleNextAction({ clientSecret: intent.client_secret ?? '' });
    await press(await challengeFrame(page.window), 'Complete');
    expect((await result).error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      payment_intent: { id: intent.id, status: 'requires_payment_method' },
    });
  });

  test('Fail: resolves with payment_intent_authentication_failure and the intent waiting for another card', async () => {
    const intent = await intentFor('pm_card_threeDSecure2Required');
    const result = stripe.handleNextAction({ clientSecret: intent.client_secret ?? '' });
    await press(await challengeFrame(page.window), 'Fail');
    expect((await result).error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message: AUTHENTICATION_FAILED,
      payment_intent: { status: 'requires_payment_method' },
    });
  });

  test('closing the overlay abandons the challenge as on Stripe: the same failure, and nothing is held', async () => {
    const intent = await intentFor('pm_card_authenticationRequired');
    const result = stripe.handleNextAction({ clientSecret: intent.client_secret ?? '' });
    await challengeFrame(page.window);
    page.window.document.querySelector<HTMLButtonElement>('[role="dialog"] button[aria-label="Close"]')?.click();
    expect(page.window.document.querySelector('iframe')).toBeNull();
    expect((await result).error).toMatchObject({
      code: 'payment_intent_authentication_failure',
      message: AUTHENTICATION_FAILED,
    });
    expect(await harness.stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      amount_capturable: 0,
      latest_charge: null,
    });
  });

  test('a "finished" message from any other origin or frame is ignored: the overlay stays', async () => {
    const intent = await intentFor('pm_card_authenticationRequired');
    const result = stripe.handleNextAction({ clientSecret: intent.client_secret ?? '' });
    const frame = await challengeFrame(page.window);
    const forged = { type: 'stripe-sandbox:3ds-finished', intent: intent.id };
    const { window } = page;
    dispatchMessage(window, forged, 'http://evil.test', frame.contentWindow);
    dispatchMessage(window, forged, harness.running.origin, window);
    expect(window.document.querySelector('iframe[title="3D Secure challenge"]')).not.toBeNull();
    await press(frame, 'Complete');
    expect((await result).paymentIntent?.status).toBe('requires_capture');
  });

  test('an intent with nothing to do resolves at once, as it stands; a malformed client secret is an IntegrationError', async () => {
    const intent: Stripe.PaymentIntent = await intentFor('pm_card_visa');
    expect(await stripe.handleNextAction({ clientSecret: intent.client_secret ?? '' })).toEqual({
      paymentIntent: expect.objectContaining({ status: 'requires_capture' }),
    });
    expect(page.window.document.querySelector('iframe')).toBeNull();
    expect(() => stripe.handleNextAction({ clientSecret: intent.id })).toThrow(
      /clientSecret should be a client secret of the form/,
    );
  });
});

describe('retrievePaymentIntent', () => {
  test('reads the intent with the publishable key and its client secret; the page never holds the secret key', async () => {
    const intent = await intentFor('pm_card_visa');
    expect(await stripe.retrievePaymentIntent(intent.client_secret ?? '')).toEqual({
      paymentIntent: expect.objectContaining({ id: intent.id, status: 'requires_capture' }),
    });
    expect(await stripe.retrievePaymentIntent(`${intent.id}_secret_wrong`)).toEqual({
      error: expect.objectContaining({ code: 'payment_intent_invalid_parameter' }),
    });
    expect(page.pageRequests.every(({ url }) => new URL(url).searchParams.get('key') === TEST_PUBLISHABLE_KEY)).toBe(
      true,
    );
    expect(JSON.stringify(page.pageRequests)).not.toContain(harness.sandbox.key);
  });
});
