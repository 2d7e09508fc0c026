type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** The advertising tag service: one script per page, configured for each tracking id. */
export const TAG_SERVICE_URL = 'https://www.googletagmanager.com/gtag/js';

export const tagScriptUrl = (trackingId: string): string => `${TAG_SERVICE_URL}?id=${encodeURIComponent(trackingId)}`;

const configured = new Set<string>();

/**
 * Inserts the tag script once and sets up the queue it reads (window.dataLayer and gtag), so calls
 * made before the script arrives are not lost. Page views are sent by hand on each route change,
 * so the automatic one is switched off.
 */
export const loadTag = (trackingId: string): Gtag => {
  window.dataLayer = window.dataLayer ?? [];
  if (!window.gtag) {
    window.gtag = function gtag() {
      // The tag library reads `arguments` objects from the queue, not arrays.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
  }
  if (!document.querySelector('script[data-portal-tag]')) {
    const script = document.createElement('script');
    script.async = true;
    script.src = tagScriptUrl(trackingId);
    script.dataset.portalTag = 'true';
    document.head.appendChild(script);
  }
  if (!configured.has(trackingId)) {
    configured.add(trackingId);
    window.gtag('config', trackingId, { send_page_view: false });
  }
  return window.gtag;
};

/** Tests start from a page without the tag. */
export const resetTagForTests = (): void => {
  configured.clear();
  delete window.gtag;
  delete window.dataLayer;
  document.querySelectorAll('script[data-portal-tag]').forEach((script) => script.remove());
};
