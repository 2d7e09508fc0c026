//# allFunctionsCalledOnLoad
// @ts-check
/**
 * Starts the portal's app on a page the gateway painted whole (the home page, with a search form
 * that works without any script). The app's scripts wait in the page, unfetched, as
 * <script type="text/plain" data-start-on-intent>, and its preload hints in a template, until
 * the visitor shows an intent to use the page: a pointer or a finger on it, a key, a focus, a
 * scroll. Then they are added in order, as the page would have fetched them. When the app has
 * replaced the painted frame, a frame button pressed meanwhile (the menu, the account, a cookie
 * choice) is pressed again on the app's own, found by its accessible name, and a focus left in
 * the painted header goes to the app's same link or button. (The painted main area stays in the
 * page, moved into the app's page loader, its fields and focus with it.)
 */
(() => {
  const INTENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'];
  const HINTS_ID = 'portal-intent-hints';
  const FRAME = '.pf-shell';
  const FRAME_MAIN = '#portal-frame-main';
  /** How long the app may take to replace the frame before what was pressed or focused is let go. */
  const WAIT_MS = 30000;

  /** @param {Element} element */
  const nameOf = (element) =>
    (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();

  /** The path a link leads to, without the query a preview adds. @param {Element} element */
  const pathOf = (element) => {
    const href = element.getAttribute('href');
    return href === null ? null : new URL(href, window.location.href).pathname;
  };

  /** @typedef {{ name: string, path: string | null }} Control */
  /** The frame's button pressed before the app was there. @type {Control | undefined} */
  let pressed;
  /** The frame's header control the focus was in (the main area keeps its own). @type {Control | undefined} */
  let focused;

  /** The app's own control like the frame's one. @param {Control} control @param {string} selector */
  const appControl = (control, selector) =>
    Array.from(document.querySelectorAll(`#root ${selector}`)).find(
      (element) =>
        !element.closest(`${FRAME}, [data-testid="first-paint-frame"]`) &&
        (control.path !== null ? pathOf(element) === control.path : nameOf(element) === control.name),
    );

  const restoreFocus = () => {
    const active = document.activeElement;
    if (!focused || (active && active !== document.body)) return;
    const control = appControl(focused, 'a[href], button');
    if (control instanceof HTMLElement) control.focus({ preventScroll: true });
  };

  /** Presses the app's button like the one pressed in the frame, once it is there; true when done. */
  const pressAgain = () => {
    if (!pressed) return true;
    const button = appControl(pressed, 'button, [role="button"]');
    if (!(button instanceof HTMLElement)) return false;
    pressed = undefined;
    button.click();
    return true;
  };

  /** Waits for the app's first render to replace the frame, then hands over (a lazy part may come a moment later). */
  const whenTheAppIsThere = () => {
    let appIsThere = false;
    const watching = new MutationObserver(() => {
      if (!appIsThere) {
        if (document.querySelector(FRAME)) return;
        appIsThere = true;
        restoreFocus();
      }
      if (pressAgain()) watching.disconnect();
    });
    watching.observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
    setTimeout(() => watching.disconnect(), WAIT_MS);
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENTS) window.removeEventListener(type, start, true);
    whenTheAppIsThere();
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

  /** @param {Element} element @returns {Control} */
  const controlOf = (element) => ({ name: nameOf(element), path: pathOf(element) });

  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      focused = target?.closest(FRAME) && !target.closest(FRAME_MAIN) ? controlOf(target) : undefined;
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('[data-frame-intent]') : null;
      if (!button?.closest(FRAME)) return;
      pressed = { name: nameOf(button), path: null };
      start();
    },
    true,
  );
  for (const type of INTENTS) window.addEventListener(type, start, { capture: true, passive: true });
})();
