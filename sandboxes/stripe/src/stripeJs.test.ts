import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DOMWindow } from 'jsdom';
import { cardFrameOf, dispatchMessage, openPortalPage, typeInto, type PortalPage } from './browserHarness';
import { startStripeSandbox, TEST_PUBLISHABLE_KEY } from './testSandbox';

// jsdom loads the sandbox's frames over HTTP and runs their scripts: slow on a busy 2-core machine.
jest.setTimeout(90_000);

const PORTAL = 'http://portal.test';

// What the page sees of the sandbox's Stripe.js: loose on purpose, as a portal's untyped use would be.
interface CardEvent {
  elementType: string;
  empty: boolean;
  complete: boolean;
  brand: string;
  error?: { type: string; code: string; message: string };
}
interface Element {
  mount(target: string | HTMLElement): void;
  unmount(): void;
  destroy(): void;
  on(event: string, handler: (event: CardEvent) => void): Element;
}
interface StripeObject {
  elements(options?: object): {
    create(type: string, options?: object): Element;
    getElement(type: string | { __elementType: string }): Element | null;
  };
  createPaymentMethod(
    params: object,
  ): Promise<{ paymentMethod?: { id: string; card: { last4: string; brand: string } }; error?: CardEvent['error'] }>;
  [name: string]: unknown;
}
type PageWindow = DOMWindow & { Stripe: ((key: string) => StripeObject) & { version: unknown } };

let harness: Awaited<ReturnType<typeof startStripeSandbox>>;
let page: PortalPage;
let window: PageWindow;
beforeAll(async () => {
  harness = await startStripeSandbox();
});
afterAll(() => harness.close());
beforeEach(async () => {
  page = await openPortalPage(harness.running.origin, PORTAL);
  window = page.window as PageWindow;
});
afterEach(() => page.close());

/** The card Element mounted in #card, once its frame has said it is ready, and its change events. */
const mountedCard = async () => {
  const stripe = window.Stripe(TEST_PUBLISHABLE_KEY);
  const card = stripe.elements().create('card');
  const changes: CardEvent[] = [];
  card.on('change', (event) => changes.push(event));
  const ready = new Promise((resolve) => card.on('ready', resolve));
  card.mount('#card');
  await ready;
  return { stripe, card, changes, frame: cardFrameOf(window) };
};
const nextChange = (card: Element) => new Promise<CardEvent>((resolve) => card.on('change', resolve));

describe('the script at GET /v3/', () => {
  test('loadStripe from @stripe/stripe-js takes its Stripe as its own release (endive), without a warning', async () => {
    expect(window.Stripe.version).toBe('endive');
    const pure = readFileSync(require.resolve('@stripe/stripe-js/dist/pure.js'), 'utf8');
    window.eval(`(function (exports) {\n${pure}\n})(window.stripeJsPackage = {});`);
    const { loadStripe } = (
      window as unknown as { stripeJsPackage: { loadStripe(key: string): Promise<StripeObject> } }
    ).stripeJsPackage;
    const stripe = await loadStripe(TEST_PUBLISHABLE_KEY);
    expect(typeof stripe.elements).toBe('function');
    expect(page.errors).toEqual([]);
  });

  test("@stripe/react-stripe-js's own isStripe check accepts the object, which has what its Elements provider calls", () => {
    const umd = readFileSync(
      path.join(path.dirname(require.resolve('@stripe/react-stripe-js')), 'react-stripe.umd.js'),
      'utf8',
    );
    const definition = (name: string) =>
      /var (\w+) = function \1\(raw\) \{[\s\S]*?\n {2}\};/.exec(umd.slice(umd.indexOf(`var ${name} = `)))?.[0] ?? '';
    const isStripe = window.eval(
      `(function () {\nvar _typeof = function (value) { return typeof value; };\n${definition('isUnknownObject')}\n${definition('isStripe')}\nreturn isStripe;\n})()`,
    ) as (raw: unknown) => boolean;
    const stripe = window.Stripe(TEST_PUBLISHABLE_KEY);
    expect(isStripe(stripe)).toBe(true);
    expect(isStripe({ elements: () => null })).toBe(false);
    expect(
      ['_registerWrapper', 'registerAppInfo', 'handleNextAction', 'retrievePaymentIntent'].map(
        (name) => typeof (stripe as unknown as Record<string, unknown>)[name],
      ),
    ).toEqual(['function', 'function', 'function', 'function']);
  });

  test('a secret key is refused in the browser, as Stripe.js refuses it', () => {
    expect(() => window.Stripe(harness.sandbox.key)).toThrow(/You should not use your secret key with Stripe.js/);
  });
});

describe('the card Element', () => {
  test("mount() puts the fields in a frame of the sandbox's origin, told the page's origin and the publishable key", async () => {
    const { card } = await mountedCard();
    const frames = window.document.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const frame = frames[0]!;
    expect(frame.title).toBe('Secure card payment input frame');
    const src = new URL(frame.src);
    expect(src.origin).toBe(harness.running.origin);
    expect(src.pathname).toBe('/sandbox/elements/card');
    expect(Object.fromEntries(src.searchParams)).toEqual({ origin: PORTAL, key: TEST_PUBLISHABLE_KEY });
    expect(window.document.querySelector('#card')?.className).toBe('StripeElement StripeElement--empty');
    expect(() => card.mount('#card')).toThrow(/already mounted/);
    card.destroy();
    expect(window.document.querySelector('iframe')).toBeNull();
  });

  test("the frame holds Stripe's three fields, named and labelled as Stripe's are", async () => {
    const { frame } = await mountedCard();
    const fields = [...frame.querySelectorAll('input')].map((input) => [
      input.name,
      input.getAttribute('aria-label'),
      input.placeholder,
    ]);
    expect(fields).toEqual([
      ['cardnumber', 'Credit or debit card number', 'Card number'],
      ['exp-date', 'Credit or debit card expiration date', 'MM / YY'],
      ['cvc', 'Credit or debit card CVC/CVV', 'CVC'],
    ]);
  });

  test("typing gives Stripe's change events: the number grouped, its brand, and Stripe's messages", async () => {
    const { card, frame } = await mountedCard();
    let change = nextChange(card);
    const number = typeInto(frame, 'cardnumber', '4242424242424241');
    expect(number.value).toBe('4242 4242 4242 4241');
    expect(await change).toEqual({
      elementType: 'card',
      empty: false,
      complete: false,
      brand: 'visa',
      value: { postalCode: '' },
      error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
    });
    change = nextChange(card);
    typeInto(frame, 'cardnumber', '3782 822463 10005');
    expect(await change).toMatchObject({ brand: 'amex', error: undefined });
    change = nextChange(card);
    typeInto(frame, 'exp-date', `12${String(new Date().getUTCFullYear() - 1).slice(2)}`);
    expect((await change).error).toEqual({
      type: 'validation_error',
      code: 'invalid_expiry_year_past',
      message: "Your card's expiration year is in the past.",
    });
    change = nextChange(card);
    const expiry = typeInto(frame, 'exp-date', `12${String(new Date().getUTCFullYear() + 2).slice(2)}`);
    expect(expiry.value).toMatch(/^12 \/ \d\d$/);
    expect((await change).error).toBeUndefined();
    change = nextChange(card);
    typeInto(frame, 'cvc', '123');
    frame.querySelector<HTMLInputElement>('input[name="cvc"]')?.blur();
    expect((await change).error).toEqual({
      type: 'validation_error',
      code: 'incomplete_cvc',
      message: "Your card's security code is incomplete.",
    });
    change = nextChange(card);
    typeInto(frame, 'cvc', '1234');
    expect(await change).toMatchObject({ complete: true, brand: 'amex', error: undefined });
    expect(window.document.querySelector('#card')?.classList.contains('StripeElement--complete')).toBe(true);
  });

  test('createPaymentMethod: the frame sends the card to the sandbox; the page gets a pm_ id and never sees the number', async () => {
    const { stripe, card, frame } = await mountedCard();
    typeInto(frame, 'cardnumber', '4000 0027 6000 3184');
    typeInto(frame, 'exp-date', `04${String(new Date().getUTCFullYear() + 3).slice(2)}`);
    typeInto(frame, 'cvc', '737');
    const { paymentMethod, error } = await stripe.createPaymentMethod({
      type: 'card',
      card,
      billing_details: { name: 'Ada Lovelace' },
    });
    expect(error).toBeUndefined();
    expect(paymentMethod).toMatchObject({
      id: expect.stringMatching(/^pm_/),
      card: { brand: 'visa', last4: '3184' },
      billing_details: { name: 'Ada Lovelace' },
    });
    // The secret key can use it: the gateway receives only this id.
    const intent = await harness.stripe.paymentIntents.create({
      amount: 9_900,
      currency: 'eur',
      capture_method: 'manual',
      confirm: true,
      allowed_payment_method_types: ['card'],
      payment_method: paymentMethod?.id,
    });
    expect(intent.status).toBe('requires_action');
    expect(JSON.stringify(page.pageRequests)).not.toMatch(/4000002760003184|4000 0027|737/);
  });

  test("elements.getElement finds the card by its type name or by the React wrapper's component (its __elementType), as Stripe.js does", () => {
    const elements = (window.Stripe(TEST_PUBLISHABLE_KEY) as unknown as StripeObject).elements();
    expect(elements.getElement('card')).toBeNull();
    const card = elements.create('card');

    expect(elements.getElement('card')).toBe(card);
    expect(elements.getElement({ __elementType: 'card' })).toBe(card);
    expect(elements.getElement({ __elementType: 'cardNumber' })).toBeNull();
    card.destroy();
  });

  test("createPaymentMethod with unfinished fields is Stripe.js's validation error, and nothing is sent", async () => {
    const { stripe, card, frame } = await mountedCard();
    const before = harness.sandbox.stats()['POST /v1/payment_methods'] ?? 0;
    typeInto(frame, 'cardnumber', '4242 4242');
    expect(await stripe.createPaymentMethod({ type: 'card', card })).toEqual({
      error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' },
    });
    expect(harness.sandbox.stats()['POST /v1/payment_methods'] ?? 0).toBe(before);
  });

  test('messages from another origin, or from another frame of the right origin, are ignored by the page', async () => {
    const { card } = await mountedCard();
    const seen: CardEvent[] = [];
    card.on('change', (event) => seen.push(event));
    const forged = {
      type: 'stripe-sandbox:change',
      event: { elementType: 'card', empty: false, complete: true, brand: 'visa' },
    };
    const frame = window.document.querySelector('iframe')!;
    dispatchMessage(window, forged, 'http://evil.test', frame.contentWindow);
    dispatchMessage(window, forged, harness.running.origin, window);
    expect(seen).toEqual([]);
    dispatchMessage(window, forged, harness.running.origin, frame.contentWindow);
    expect(seen).toHaveLength(1);
  });

  test("the frame answers only its parent page's origin: a message from elsewhere sends no card anywhere", async () => {
    const { frame } = await mountedCard();
    const frameWindow = frame.defaultView!;
    const sent: unknown[] = [];
    frameWindow.fetch = ((...args: unknown[]) => {
      sent.push(args);
      return new Promise(() => undefined);
    }) as typeof fetch;
    typeInto(frame, 'cardnumber', '4242 4242 4242 4242');
    typeInto(frame, 'exp-date', '1239');
    typeInto(frame, 'cvc', '123');
    const ask = { type: 'stripe-sandbox:create-payment-method', requestId: 'x', data: {} };
    dispatchMessage(frameWindow, ask, 'http://evil.test', window);
    dispatchMessage(frameWindow, ask, PORTAL, frameWindow);
    expect(sent).toEqual([]);
    dispatchMessage(frameWindow, ask, PORTAL, window);
    expect(sent).toHaveLength(1);
  });
});
