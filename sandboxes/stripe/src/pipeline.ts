import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Authenticate, KeyKind } from './auth';
import { invalidRequest, missingApiKey, publishableKeyRefused, StripeApiError } from './errors';
import { faultError, sleep, type BeforeRequest, type Fault } from './faults';
import { decodeForm, FormBodyError, type FormObject } from './formBody';
import { checkKey, type Idempotency } from './idempotency';
import { newRequestId } from './ids';
import { Params } from './params';
import type { Answer, Route } from './route';

export interface Counter {
  /** Counts one more call of this endpoint and returns the new count. */
  count(name: string): number;
}

export interface PipelineDeps {
  idempotency: Idempotency;
  counter: Counter;
  beforeRequest(): BeforeRequest | undefined;
  apiVersion: string;
  authenticate: Authenticate;
}

interface SerializedAnswer {
  status: number;
  body: string;
}

const serialize = ({ status, body }: Answer): SerializedAnswer => ({ status, body: JSON.stringify(body, null, 2) });

const errorAnswer = (error: StripeApiError, requestId: string): SerializedAnswer =>
  serialize({
    status: error.status,
    body: { error: { ...error.error, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` } },
  });

/** The loopback address the caller used, for links back to this server (3-D Secure page). */
export const originOf = (req: Request): string => {
  const host = req.get('host') ?? '';
  return `http://${/^[A-Za-z0-9.:[\]-]{1,100}$/.test(host) ? host : '127.0.0.1'}`;
};

const readForm = (req: Request): FormObject => {
  let text = '';
  if (req.method === 'GET') {
    text = new URL(req.originalUrl, 'http://sandbox').search.slice(1);
  } else if (typeof req.body === 'string' && req.body !== '') {
    if (!req.is('application/x-www-form-urlencoded')) {
      throw invalidRequest(
        `Invalid request: unsupported Content-Type ${req.get('content-type') ?? '(none)'}. The v1 API takes application/x-www-form-urlencoded bodies.`,
      );
    }
    text = req.body;
  }
  try {
    return decodeForm(text);
  } catch (error) {
    if (error instanceof FormBodyError) throw invalidRequest(error.message, { param: error.param });
    throw error;
  }
};

/**
 * The key and the parameters. Without an Authorization header the key may be the `key`
 * parameter (Stripe.js's way), which is then taken out: handlers never see it.
 */
const authenticateAndRead = (
  req: Request,
  route: Route,
  authenticate: Authenticate,
): { keyKind: KeyKind; form: FormObject } => {
  const authorization = req.get('authorization');
  let keyKind: KeyKind;
  let form: FormObject;
  if (authorization) {
    keyKind = authenticate(authorization, undefined);
    form = readForm(req);
  } else {
    try {
      form = readForm(req);
    } catch (error) {
      if (error instanceof StripeApiError) throw missingApiKey();
      throw error;
    }
    keyKind = authenticate(undefined, typeof form.key === 'string' ? form.key : undefined);
    delete form.key;
  }
  if (keyKind === 'publishable' && !route.publishable) throw publishableKeyRefused();
  return { keyKind, form };
};

/** Closes the connection without an answer, at once or after holding it `holdMs`. */
const hangUp = (req: Request, fault: Fault): void => {
  if (!fault.holdMs) {
    req.socket.destroy();
    return;
  }
  const timer = setTimeout(() => req.socket.destroy(), fault.holdMs);
  req.socket.once('close', () => clearTimeout(timer));
};

const send = (req: Request, res: Response, answer: SerializedAnswer, fault: Fault | undefined): void => {
  // The work is done (and kept for the key); only the answer is lost on the way back.
  if (fault?.drop === 'after') {
    hangUp(req, fault);
    return;
  }
  res.status(answer.status).type('application/json').send(answer.body);
};

/**
 * One Stripe endpoint: count it, ask the fault hook, authenticate, decode, then either replay
 * the answer kept for the Idempotency-Key or run the handler and keep its answer.
 */
export const routeHandler =
  (route: Route, deps: PipelineDeps): RequestHandler =>
  async (req, res) => {
    const name = `${route.method} ${route.path}`;
    const count = deps.counter.count(name);
    const key = route.method === 'POST' ? req.get('idempotency-key') || undefined : undefined;
    const requestId = newRequestId();
    res.setHeader('Request-Id', requestId);
    res.setHeader('Stripe-Version', req.get('stripe-version') || deps.apiVersion);
    res.setHeader('Cache-Control', 'no-cache, no-store');
    if (key) res.setHeader('Idempotency-Key', key);

    const fault =
      (await deps.beforeRequest()?.({
        method: route.method,
        route: name,
        path: req.path,
        idempotencyKey: key,
        count,
      })) || undefined;
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (fault?.drop === 'before') {
      hangUp(req, fault);
      return;
    }
    if (fault?.error) {
      deps.counter.count('faults');
      if (fault.error.shouldRetry !== undefined) res.setHeader('Stripe-Should-Retry', String(fault.error.shouldRetry));
      throw faultError(fault.error);
    }

    const { keyKind, form } = authenticateAndRead(req, route, deps.authenticate);
    if (key) checkKey(key);
    const fingerprint = key ? deps.idempotency.fingerprint(route.method, req.path, form) : undefined;
    const kept = key && fingerprint ? deps.idempotency.replay(key, fingerprint) : undefined;
    if (kept) {
      deps.counter.count(`${name} (replayed)`);
      res.setHeader('Idempotent-Replayed', 'true');
      res.setHeader('Original-Request', kept.requestId);
      send(req, res, kept, fault);
      return;
    }

    // Reading the parameters may fail with a 400 that is not kept; from here on, the answer is.
    const run = route.handle({
      params: new Params(form),
      id: String(req.params.id ?? ''),
      origin: originOf(req),
      keyKind,
    });
    let answer: SerializedAnswer;
    try {
      answer = serialize(run());
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      answer = errorAnswer(error, requestId);
    }
    if (key && fingerprint) deps.idempotency.remember(key, { fingerprint, requestId, ...answer });
    send(req, res, answer, fault);
  };

/** Every failure leaves in Stripe's `{ error }` shape: the SDK builds its StripeError from it. */
export const stripeErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const requestId = String(res.getHeader('Request-Id') ?? newRequestId());
  res.setHeader('Request-Id', requestId);
  const parse = error as { type?: string };
  const failure =
    error instanceof StripeApiError
      ? error
      : parse.type === 'entity.too.large'
        ? invalidRequest('Invalid request: the request body is too large.', { status: 413 })
        : parse.type?.startsWith('entity.') || parse.type?.startsWith('encoding.')
          ? invalidRequest('Invalid request: the request body could not be read.')
          : new StripeApiError(500, {
              type: 'api_error',
              message: 'An unexpected error occurred in the Stripe sandbox.',
            });
  send(req, res, errorAnswer(failure, requestId), undefined);
};
