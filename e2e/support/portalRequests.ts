import type { Page } from '@playwright/test';
import { findCardData, type CardFinding } from './cardData';

export interface PortalRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  postData: string | null;
}

export interface RequestFinding extends CardFinding {
  request: string;
}

/**
 * Every request the page (and each of its frames) sends to the portal's own origin: URL, every
 * header (cookies too) and body. Stripe.js's own traffic goes to Stripe's origin (or, offline,
 * the Stripe sandbox's) and is not the portal's: the card belongs there and nowhere else.
 */
export const recordPortalRequests = (page: Page, portalOrigin: string) => {
  const recorded: Promise<PortalRequest>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== portalOrigin) return;
    const headers = request.allHeaders().catch(() => request.headers());
    recorded.push(
      headers.then((all) => ({
        method: request.method(),
        url: request.url(),
        headers: all,
        postData: request.postData(),
      })),
    );
  });
  const requests = () => Promise.all(recorded);
  return {
    requests,
    /** Card numbers and the CVC the specs type, as the database and log scan looks for them, in every recorded request. */
    cardFindings: async (): Promise<RequestFinding[]> =>
      (await requests()).flatMap(({ method, url, headers, postData }) => {
        const text = [url, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), postData ?? ''].join(
          '\n',
        );
        return findCardData(text).map((finding) => ({ ...finding, request: `${method} ${url}` }));
      }),
    /** The bodies of POST /api/bookings: what the gateway was given to pay with. */
    bookingBodies: async (): Promise<string[]> =>
      (await requests())
        .filter(({ method, url }) => method === 'POST' && new URL(url).pathname === '/api/bookings')
        .map(({ postData }) => postData ?? ''),
  };
};

export type PortalRequests = ReturnType<typeof recordPortalRequests>;

export const describeRequestFindings = (findings: RequestFinding[]): string =>
  findings.map(({ what, request, context }) => `  ${what} in ${request}: …${context}…`).join('\n');
