//# allFunctionsCalledOnLoad
// @ts-check
/**
 * Starts the portal's app on a page the gateway painted whole (the home page, with a search form
 * that works without any script). The app's scripts wait in the page, unfetched, as
 * <script type="text/plain" data-start-on-intent>, and its preload hints in a template, until
 * the visitor shows an intent to use the page: a pointer or a finger on it, a key, a focus, a
 * scroll. Then they are added in order, as the page would have fetched them. A frame button
 * pressed before the app runs (the menu, the account, a cookie choice) is pressed again, by its
 * accessible name, in the app that replaces the frame.
 */
(() => {
  const INTENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'];
  const HINTS_ID = 'portal-intent-hints';
  /** How long a press waits for the app's own button before it is let go. */
  const PRESS_WAIT_MS = 30000;
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENTS) window.removeEventListener(type, start, true);
    const hints = document.getElementById(HINTS_ID);
    if (hints instanceof HTMLTemplateElement) document.head.append(hints.content.cloneNode(true));
    for (const waiting of Array.from(document.querySelectorAll('script[data-start-on-intent]'))) {
      const script = document.createElement('script');
      script.src = waiting.getAttribute('src') ?? '';
      // Dynamic scripts run as they arrive unless told otherwise: these keep the page's order.
      script.async = false;
      document.head.append(script);
    }
  };

  /** @param {Element} element */
  const nameOf = (element) =>
    (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();

  /** The app's own button of that name, once the app has replaced the frame. @param {string} name */
  const appButton = (name) =>
    Array.from(document.querySelectorAll('#root button, #root [role="button"]')).find(
      (element) =>
        !element.closest('[data-frame-intent], [data-testid="first-paint-frame"], .pf-shell') &&
        nameOf(element) === name,
    );

  /** @type {MutationObserver | undefined} */
  let watching;
  /** @param {string} name */
  const pressWhenReady = (name) => {
    watching?.disconnect();
    const press = () => {
      const button = appButton(name);
      if (!(button instanceof HTMLElement)) return false;
      watching?.disconnect();
      button.click();
      return true;
    };
    if (press()) return;
    watching = new MutationObserver(press);
    watching.observe(document.body, { childList: true, subtree: true });
    const stopWatching = watching;
    setTimeout(() => stopWatching.disconnect(), PRESS_WAIT_MS);
  };

  for (const type of INTENTS) window.addEventListener(type, start, { capture: true, passive: true });
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('[data-frame-intent]') : null;
      if (!button || !button.closest('.pf-shell')) return;
      start();
      pressWhenReady(nameOf(button));
    },
    true,
  );
})();
