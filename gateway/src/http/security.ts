import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Logger } from './logger';

/**
 * The origins the remotes' manifests are served from, for the CSP. The registry can change
 * while the gateway runs (a release or rollback from the CLI, another replica or the operations
 * view), so the list is re-read before each HTML document is answered: the document's CSP is the
 * one the page lives under, and it must allow the registry the page is given (read fresh too).
 * Documents that arrive while a read is under way share it.
 */
export const createRemoteOrigins = (load: () => Promise<string[]>, logger: Logger, ttlMs = 0, waitMs = 1000) => {
  // Kept joined: every answer's headers read it.
  let origins = '';
  let checkedAt = -Infinity;
  let inFlight: Promise<void> | undefined;

  // One read at a time; a failure keeps the last known list and waits out the TTL like a success.
  const refresh = () =>
    (inFlight ??= load()
      .then((loaded) => {
        origins = loaded.join(' ');
      })
      .catch((error: unknown) =>
        logger.warn({ err: error }, 'could not read the remote origins; keeping the last known list'),
      )
      .finally(() => {
        checkedAt = Date.now();
        inFlight = undefined;
      }));

  // Synchronous unless there is something to wait for: an API call costs no promise here.
  const freshenBeforeDocuments: RequestHandler = (req, _res, next) => {
    const wantsDocument = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (!wantsDocument || Date.now() - checkedAt < ttlMs) return next();
    // A slow database must not hold the page: after waitMs it goes out with the last known list.
    return Promise.race([refresh(), new Promise((resolve) => setTimeout(resolve, waitMs).unref())]).then(() => next());
  };

  return { current: () => origins, freshenBeforeDocuments };
};

export type RemoteOrigins = ReturnType<typeof createRemoteOrigins>;

/**
 * The conversion-tracking tag (Google Tag Manager / Analytics) and where it reports. Allowed only
 * while some brand has a tracking id; the browser loads it only after marketing consent.
 */
export const TAG_SERVICE_ORIGINS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com'];

/** scheme://host[:port] with a plain host name or address: nothing a policy would read as more. */
const CLEAN_ORIGIN = /^https?:\/\/([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/;

/**
 * Absolute manifest URLs give an origin; relative ones are served by this gateway ('self'). An
 * address that does not parse, or whose host would smuggle CSP syntax (';', ',', a '*' wildcard),
 * gives none: that remote's scripts stay blocked, and every other entry still counts.
 */
export const originOf = (manifestUrl: string): string | undefined => {
  if (!/^https?:\/\//.test(manifestUrl) || !URL.canParse(manifestUrl)) return undefined;
  const { origin } = new URL(manifestUrl);
  return CLEAN_ORIGIN.test(origin) ? origin : undefined;
};

/**
 * Powerful features the portal never uses are off for it and anything it embeds; `payment`
 * stays allowed for the portal itself (a Stripe.js payment request). Only features Chromium
 * knows are named: an unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Where Stripe.js (or the sandbox standing in for it) loads from, frames and calls: see stripeProviders. */
export interface PaymentSources {
  script: string[];
  frame: string[];
  connect: string[];
}

/** The headers a middleware sets, worked out once against a stand-in answer. */
const headersSetBy = (middleware: RequestHandler): [string, string][] => {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, String(value)]);
    },
    removeHeader: () => undefined,
  };
  middleware({} as Request, response as unknown as Response, () => undefined);
  return headers;
};

export const securityHeaders = (
  remotes: RemoteOrigins,
  payments: () => PaymentSources = () => ({ script: [], frame: [], connect: [] }),
): RequestHandler => {
  // helmet builds the policy; the headers are kept per set of origins, so a request only sets them.
  const headersFor = (remoteList: string, sources: PaymentSources): [string, string][] => {
    const origins = remoteList.split(' ').filter(Boolean);
    return headersSetBy(
      helmet({
        // As the CSP's frame-ancestors 'none' says, for browsers that read only the older header.
        xFrameOptions: { action: 'deny' },
        contentSecurityPolicy: {
          directives: {
            'default-src': ["'self'"],
            'script-src': ["'self'", ...origins, ...sources.script],
            // emotion injects <style> elements at run time.
            'style-src': ["'self'", "'unsafe-inline'", ...origins],
            'img-src': ["'self'", 'data:', 'https:'],
            // a remote served from its own origin may bundle its fonts.
            'font-src': ["'self'", 'data:', ...origins],
            'connect-src': ["'self'", ...origins, ...sources.connect],
            // The card fields and the 3-D Secure challenge live in Stripe's frames; nothing else is framed.
            'frame-src': ["'self'", ...sources.frame],
            'base-uri': ["'none'"],
            'object-src': ["'none'"],
            'frame-ancestors': ["'none'"],
            // would rewrite http remotes (docker-compose, local origins) to https and break them.
            'upgrade-insecure-requests': null,
          },
        },
      }),
    ).concat([['Permissions-Policy', PERMISSIONS_POLICY]]);
  };
  let known: { origins: string; sources: PaymentSources; headers: [string, string][] } | undefined;
  const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, at) => item === b[at]);
  const sameSources = (a: PaymentSources, b: PaymentSources) =>
    sameList(a.script, b.script) && sameList(a.frame, b.frame) && sameList(a.connect, b.connect);

  return (_req, res, next) => {
    const origins = remotes.current();
    const sources = payments();
    if (known?.origins !== origins || (known.sources !== sources && !sameSources(known.sources, sources)))
      known = { origins, sources, headers: headersFor(origins, sources) };
    for (const [name, value] of known.headers) res.setHeader(name, value);
    next();
  };
};
