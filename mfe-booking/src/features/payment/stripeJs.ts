import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import type { StripeClientConfig } from '@portal/platform';

const loads = new Map<string, Promise<void>>();

const scriptAt = (url: string): HTMLScriptElement | undefined =>
  Array.from(document.scripts).find((script) => script.getAttribute('src') === url);

const insertScript = (url: string): HTMLScriptElement => {
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  document.head.appendChild(script);
  return script;
};

/**
 * The Stripe.js at `url` on the page, once: an existing tag is waited for, not added again. A
 * script that fails is removed, so the next call (a retry) adds it afresh.
 */
export const loadStripeScript = (url: string): Promise<void> => {
  if (window.Stripe) return Promise.resolve();
  const pending = loads.get(url);
  if (pending) return pending;
  const load = new Promise<void>((resolve, reject) => {
    const script = scriptAt(url) ?? insertScript(url);
    script.addEventListener(
      'load',
      () => (window.Stripe ? resolve() : reject(new Error(`${url} loaded but did not define Stripe`))),
      { once: true },
    );
    script.addEventListener('error', () => reject(new Error(`Stripe.js could not be loaded from ${url}`)), {
      once: true,
    });
  });
  loads.set(url, load);
  load.catch(() => {
    loads.delete(url);
    scriptAt(url)?.remove();
  });
  return load;
};

/**
 * Stripe(publishableKey) from the script the gateway names: Stripe's own, or the offline
 * sandbox's Stripe.js-compatible one. loadStripe (the pure entry, which injects nothing when
 * imported) is called only once window.Stripe exists, so it resolves with that and never adds
 * Stripe's own script behind the configured one.
 */
export const stripeFrom = async ({ publishableKey, stripeJsUrl }: StripeClientConfig): Promise<Stripe> => {
  await loadStripeScript(stripeJsUrl);
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available in this environment');
  return stripe;
};
