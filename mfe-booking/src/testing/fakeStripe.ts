import { act } from '@testing-library/react';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';

/** What GET /api/payments/stripe-config answers in these tests: the sandbox's script, a test key. */
export const STRIPE_CONFIG = { publishableKey: 'pk_test_portal', stripeJsUrl: 'http://127.0.0.1:12111/js/stripe.js' };

type Listener = (event: unknown) => void;

/**
 * A stand-in for the object Stripe(publishableKey) returns, with what the payment step and
 * @stripe/react-stripe-js use (the real Elements and CardElement components run against it).
 */
export const makeFakeStripe = () => {
  const listeners = new Map<string, Set<Listener>>();
  let made = 0;
  const card = {
    mount: jest.fn(),
    destroy: jest.fn(),
    update: jest.fn((_options: { disabled?: boolean }) => undefined),
    clear: jest.fn(),
    focus: jest.fn(),
    on: jest.fn((event: string, listener: Listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    }),
    off: jest.fn((event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener);
    }),
  };
  const elements = { create: jest.fn(() => card), getElement: jest.fn(() => card), update: jest.fn() };
  const stripe = {
    elements: jest.fn(() => elements),
    createToken: jest.fn(),
    confirmCardPayment: jest.fn(),
    createPaymentMethod: jest.fn(async (_options: unknown): Promise<object> => ({
      paymentMethod: { id: `pm_fake_${(made += 1)}` },
    })),
    handleNextAction: jest.fn(async (_options: { clientSecret: string }): Promise<object> => ({
      paymentIntent: { id: 'pi_1', status: 'requires_capture' },
    })),
  };
  /** The card Element's change event, as Stripe's frame sends it while the traveller types. */
  const changeCard = (change: Partial<StripeCardElementChangeEvent> = {}) =>
    act(() =>
      listeners.get('change')?.forEach((listener) =>
        listener({
          elementType: 'card',
          empty: false,
          complete: true,
          error: undefined,
          value: { postalCode: '' },
          brand: 'visa',
          ...change,
        }),
      ),
    );
  return {
    instance: stripe,
    createPaymentMethod: stripe.createPaymentMethod,
    handleNextAction: stripe.handleNextAction,
    card,
    elements,
    changeCard,
  };
};

export type FakeStripe = ReturnType<typeof makeFakeStripe>;

let current: FakeStripe | null = null;
/** The Stripe constructor the fake script defines; @stripe/stripe-js keeps the first one it sees, so it hands out the current fake. */
const StripeConstructor = Object.assign(
  jest.fn((_publishableKey: string) => current?.instance),
  { version: 'endive' },
);
export const stripeConstructor = StripeConstructor;

const scriptsAt = (url: string) => Array.from(document.scripts).filter((script) => script.getAttribute('src') === url);
export const stripeScripts = (url = STRIPE_CONFIG.stripeJsUrl) => scriptsAt(url);

/**
 * Serves Stripe.js in jsdom (which runs no scripts): a script added at a served address defines
 * window.Stripe and fires 'load', or, while `fails()` says so, fires 'error' as a blocked or
 * unreachable script does.
 */
let observer: MutationObserver | null = null;
export const serveStripeJs = (fake: FakeStripe, { fails = () => false }: { fails?: () => boolean } = {}) => {
  current = fake;
  observer?.disconnect();
  observer = new MutationObserver((mutations) => {
    for (const added of mutations.flatMap((mutation) => Array.from(mutation.addedNodes))) {
      if (!(added instanceof HTMLScriptElement)) continue;
      if (fails()) {
        added.dispatchEvent(new Event('error'));
        continue;
      }
      Object.defineProperty(window, 'Stripe', { value: StripeConstructor, configurable: true, writable: true });
      added.dispatchEvent(new Event('load'));
    }
  });
  observer.observe(document.head, { childList: true });
};

/** Forgets the Stripe.js a previous test put on the page. */
export const removeStripeJs = () => {
  Reflect.deleteProperty(window, 'Stripe');
};
