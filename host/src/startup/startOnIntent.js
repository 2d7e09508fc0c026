//# allFunctionsCalledOnLoad
// @ts-check
// Starts the app of a page painted whole on the visitor's first intent, then hands over what was
// pressed or focused in the painted shell. The gateway puts it in place of the app's scripts (kept
// unfetched) on a page whose module paints it whole; the shell's first paint names its address.
(() => {
  const INTENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'];
  const FRAME = '[data-first-paint]';
  /** @typedef {{ name: string, path: string | null }} Control */
  /** @type {Control | undefined} */
  let pressed;
  /** @type {Control | undefined} */
  let focused;
  let started = false;

  /** @param {Element} element @returns {Control} */
  const controlOf = (element) => {
    const href = element.getAttribute('href');
    return {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim(),
      // A link by its path: a preview's query is the painted page's only.
      path: href === null ? null : new URL(href, location.href).pathname,
    };
  };

  /** The app's own control like the painted one. @param {Control} control @param {string} selector */
  const appControl = (control, selector) => {
    for (const element of document.querySelectorAll(`#root ${selector}`)) {
      if (element.closest(`${FRAME}, [data-testid="first-paint-frame"]`)) continue;
      const { name, path } = controlOf(element);
      if (control.path === null ? name === control.name : path === control.path) return element;
    }
    return undefined;
  };

  const pressAgain = () => {
    if (!pressed) return true;
    const button = appControl(pressed, 'button, [role="button"]');
    if (!(button instanceof HTMLElement)) return false;
    pressed = undefined;
    button.click();
    return true;
  };

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENTS) removeEventListener(type, start, true);
    let appIsThere = false;
    const watching = new MutationObserver(() => {
      if (!appIsThere) {
        if (document.querySelector(FRAME)) return;
        appIsThere = true;
        const control = focused && document.activeElement === document.body && appControl(focused, 'a[href], button');
        if (control instanceof HTMLElement) control.focus({ preventScroll: true });
      }
      if (pressAgain()) watching.disconnect();
    });
    watching.observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
    setTimeout(() => watching.disconnect(), 30000);
    const hints = document.getElementById('portal-intent-hints');
    if (hints instanceof HTMLTemplateElement) document.head.append(hints.content.cloneNode(true));
    for (const waiting of document.querySelectorAll('script[data-start-on-intent]')) {
      const script = document.createElement('script');
      script.src = waiting.getAttribute('src') ?? '';
      script.async = false; // in the page's order
      document.head.append(script);
    }
  };

  addEventListener(
    'focusin',
    ({ target }) => {
      focused =
        target instanceof Element && target.closest(FRAME) && !target.closest(`${FRAME} main`)
          ? controlOf(target)
          : undefined;
    },
    true,
  );
  addEventListener(
    'click',
    ({ target }) => {
      const button = target instanceof Element ? target.closest(`${FRAME} button:not([type="submit"])`) : null;
      if (!button) return;
      pressed = { name: controlOf(button).name, path: null };
      start();
    },
    true,
  );
  for (const type of INTENTS) addEventListener(type, start, { capture: true, passive: true });
})();
