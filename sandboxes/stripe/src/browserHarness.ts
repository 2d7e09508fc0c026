import { JSDOM, VirtualConsole, type DOMWindow } from 'jsdom';

/**
 * A portal page in jsdom that loads the sandbox's Stripe.js from the running sandbox, as a browser
 * would (its frames load from the sandbox too). jsdom's postMessage drops the sender's origin and
 * window, so it is replaced by what a browser does: a message reaches a window only when the
 * targetOrigin is that window's origin, and carries the sender's origin and window. jsdom has no
 * fetch: node's is given to each window, and every call the PAGE makes is recorded.
 */
export interface PortalPage {
  window: DOMWindow;
  /** Requests the portal page's own scripts sent (URL and body), never the frames'. */
  pageRequests: { url: string; body: string }[];
  /** Errors jsdom reported (script errors, refused messages). */
  errors: string[];
  close(): void;
}

type Fetch = typeof fetch;

const bodyText = (window: DOMWindow, body: unknown): string | undefined =>
  body instanceof window.URLSearchParams ? body.toString() : typeof body === 'string' ? body : undefined;

/** Node's fetch for a jsdom window: relative URLs against the window, form bodies as forms. */
const fetchFor = (window: DOMWindow, record?: (url: string, body: string) => void): Fetch =>
  (async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, window.location.href).toString();
    const body = bodyText(window, init.body);
    record?.(url, body ?? '');
    return fetch(url, {
      method: init.method,
      ...(body !== undefined && { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    });
  }) as Fetch;

/** A window's origin, or undefined once it is gone (a removed frame, a closed page). */
const originOf = (window: DOMWindow): string | undefined => {
  try {
    return new URL(window.location.href).origin;
  } catch {
    return undefined;
  }
};

/** A message event as a browser delivers it: `to` hears `data`, said to come from `origin` and window `source`. */
export const dispatchMessage = (
  to: { dispatchEvent(event: Event): boolean; MessageEvent: typeof MessageEvent },
  data: unknown,
  origin: string,
  source: unknown,
): void => {
  to.dispatchEvent(new to.MessageEvent('message', { data, origin, source: source as Window }));
};

type PostMessage = (message: unknown, targetOrigin: string) => void;
const setPostMessage = (window: DOMWindow, postMessage: PostMessage) => {
  (window as unknown as { postMessage: PostMessage }).postMessage = postMessage;
};

/** window.postMessage as browsers do it, for one sender (`from`) and one receiver (`to`). */
const deliverFrom = (from: DOMWindow, to: DOMWindow) => (message: unknown, targetOrigin: string) => {
  const [senderOrigin, receiverOrigin] = [originOf(from), originOf(to)];
  if (!senderOrigin || !receiverOrigin || (targetOrigin !== '*' && targetOrigin !== receiverOrigin)) return;
  const data: unknown = structuredClone(message);
  setTimeout(() => {
    if (originOf(to)) dispatchMessage(to, data, senderOrigin, from);
  }, 0);
};

export const openPortalPage = async (
  sandboxOrigin: string,
  portalOrigin: string,
  body = '<div id="card"></div>',
): Promise<PortalPage> => {
  const errors: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => errors.push(error.message));
  virtualConsole.on('warn', (...args: unknown[]) => errors.push(args.map(String).join(' ')));
  const dom = new JSDOM(
    `<!doctype html><html><head></head><body>${body}<script src="${sandboxOrigin}/v3/"></script></body></html>`,
    {
      url: `${portalOrigin}/booking/payment`,
      runScripts: 'dangerously',
      resources: 'usable',
      virtualConsole,
    },
  );
  const { window } = dom;
  const pageRequests: PortalPage['pageRequests'] = [];
  window.fetch = fetchFor(window, (url, text) => pageRequests.push({ url, body: text }));
  // Every frame the page holds (card fields, 3-D Secure) talks to it as a cross-origin frame would.
  const frameWindow = (title: string) =>
    window.document.querySelector<HTMLIFrameElement>(`iframe[title="${title}"]`)?.contentWindow as
      DOMWindow | null | undefined;
  // A frame posts with window.parent.postMessage, which jsdom cannot tell apart by caller: the
  // sender is the frame whose kind of message it is (one of each kind at a time in these tests).
  setPostMessage(window, (message, targetOrigin) => {
    const type = (message as { type?: unknown } | null)?.type;
    const sender = frameWindow(
      type === 'stripe-sandbox:3ds-finished' ? '3D Secure challenge' : 'Secure card payment input frame',
    );
    wire();
    if (sender) deliverFrom(sender, window)(message, targetOrigin);
  });
  // A frame's window changes when it loads its page: each new one is wired before it is spoken to.
  const wired = new WeakSet<DOMWindow>();
  const wire = () => {
    for (const frame of window.document.querySelectorAll('iframe')) {
      const child = frame.contentWindow as DOMWindow | null;
      if (!child || wired.has(child)) continue;
      wired.add(child);
      child.fetch = fetchFor(child);
      setPostMessage(child, deliverFrom(window, child));
    }
  };
  new window.MutationObserver(wire).observe(window.document.body, { childList: true, subtree: true });
  await new Promise((resolve) => window.addEventListener('load', resolve));
  return { window, pageRequests, errors, close: () => window.close() };
};

/** The card frame's document, once its script has said it is ready. */
export const cardFrameOf = (window: DOMWindow): Document => {
  const frame = window.document.querySelector<HTMLIFrameElement>('iframe[title="Secure card payment input frame"]');
  if (!frame?.contentDocument) throw new Error('no card frame');
  return frame.contentDocument;
};

/** Types into one of the frame's fields as a customer does: the value, then the input event. */
export const typeInto = (
  frameDocument: Document,
  name: 'cardnumber' | 'exp-date' | 'cvc',
  text: string,
): HTMLInputElement => {
  const input = frameDocument.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no ${name} field`);
  input.focus();
  input.value = text;
  input.dispatchEvent(new frameDocument.defaultView!.Event('input', { bubbles: true }));
  return input;
};
