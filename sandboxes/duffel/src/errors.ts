import { randomBytes } from 'node:crypto';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';

export type DuffelErrorType =
  'authentication_error' | 'invalid_request_error' | 'invalid_state_error' | 'validation_error' | 'api_error';

export interface DuffelErrorItem {
  type: DuffelErrorType;
  title: string;
  message: string;
  code: string;
  documentation_url?: string;
  source?: { field: string; pointer: string };
}

/** Thrown by the handlers; the sandbox's error middleware turns it into Duffel's error body. */
export class DuffelApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: DuffelErrorItem[],
  ) {
    super(errors[0]?.message ?? 'Duffel error');
  }
}

const DOCS = 'https://duffel.com/docs/api/overview/errors';

export const duffelError = (status: number, item: Omit<DuffelErrorItem, 'documentation_url'>): DuffelApiError =>
  new DuffelApiError(status, [{ ...item, documentation_url: DOCS }]);

export const notFound = (message = 'The resource you are trying to access does not exist.'): DuffelApiError =>
  duffelError(404, { type: 'invalid_request_error', code: 'not_found', title: 'Not found', message });

export const validationError = (message: string, field: string, pointer = `/${field}`): DuffelApiError =>
  duffelError(422, {
    type: 'validation_error',
    code: 'validation_error',
    title: 'Invalid field',
    message,
    source: { field, pointer },
  });

export const offerNoLongerAvailable = (): DuffelApiError =>
  duffelError(422, {
    type: 'invalid_state_error',
    code: 'offer_no_longer_available',
    title: 'Offer no longer available',
    message: 'The offer you selected is no longer available. Please search again and select a new offer.',
  });

export const requestId = (): string => randomBytes(15).toString('base64url');

export const sendErrors = (res: Response, status: number, errors: DuffelErrorItem[]): void => {
  const id = requestId();
  res.status(status).setHeader('x-request-id', id);
  res.json({ errors, meta: { status, request_id: id } });
};

/** The routes the sandbox answers, by method: anything else is 404, or 405 on a known path. */
const ROUTES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/air\/offer_requests\/?$/, ['POST']],
  [/^\/air\/offer_requests\/[^/]+\/?$/, ['GET']],
  [/^\/air\/offers\/?$/, ['GET']],
  [/^\/air\/offers\/[^/]+\/?$/, ['GET']],
  [/^\/air\/seat_maps\/?$/, ['GET']],
  [/^\/air\/orders\/?$/, ['GET', 'POST']],
  [/^\/air\/orders\/[^/]+\/?$/, ['GET']],
  [/^\/air\/order_cancellations\/?$/, ['POST']],
  [/^\/air\/order_cancellations\/[^/]+\/?$/, ['GET']],
  [/^\/air\/order_cancellations\/[^/]+\/actions\/confirm\/?$/, ['POST']],
  [/^\/air\/order_change_requests\/?$/, ['POST']],
  [/^\/air\/order_change_requests\/[^/]+\/?$/, ['GET']],
  [/^\/air\/order_change_offers\/[^/]+\/?$/, ['GET']],
  [/^\/air\/order_changes\/?$/, ['POST']],
  [/^\/air\/order_changes\/[^/]+\/?$/, ['GET']],
  [/^\/air\/order_changes\/[^/]+\/actions\/confirm\/?$/, ['POST']],
];

const methodsAt = (path: string): string[] =>
  ROUTES.filter(([pattern]) => pattern.test(path)).flatMap(([, methods]) => methods);

/** Anything under the router that no route answered: 405 with Allow on a known path, else 404. */
export const unknownRoute: RequestHandler = (req, res) => {
  const allowed = methodsAt(req.path);
  if (allowed.length === 0) throw notFound();
  res.setHeader('Allow', allowed.join(', '));
  throw duffelError(405, {
    type: 'invalid_request_error',
    code: 'method_not_allowed',
    title: 'Method not allowed',
    message: `${req.method} is not allowed here. Use ${allowed.join(' or ')}.`,
  });
};

/** Before reading any body: a path or method the API does not have is 404 / 405 first, as at Duffel. */
export const requireKnownRoute: RequestHandler = (req, res, next) => {
  const allowed = methodsAt(req.path);
  if (allowed.includes(req.method) || (req.method === 'HEAD' && allowed.includes('GET'))) return next();
  unknownRoute(req, res, next);
};

const hasBody = (req: Request): boolean =>
  req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;

/** A body that is not JSON: the API reads JSON only (an empty request passes). */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (hasBody(req) && !req.is(['application/json', '+json'])) {
    throw duffelError(415, {
      type: 'invalid_request_error',
      code: 'unsupported_format',
      title: 'Unsupported format',
      message: "The request body must be JSON, sent with 'Content-Type: application/json'.",
    });
  }
  next();
};

const item = (code: string, title: string, message: string): DuffelErrorItem => ({
  type: 'invalid_request_error',
  code,
  title,
  message,
  documentation_url: DOCS,
});

/** What the body parser or the router could not read (an express/body-parser error with a 4xx status), as Duffel says it. */
const unreadable = (error: { type?: string; status?: number }): [number, DuffelErrorItem] | null => {
  if (error.type === 'entity.parse.failed')
    return [400, item('malformed_json', 'Malformed JSON', 'The request body is not valid JSON.')];
  if (error.type === 'entity.too.large' || error.type === 'parameters.too.many')
    return [413, item('payload_too_large', 'Payload too large', 'The request body is too large.')];
  if (error.type === 'charset.unsupported' || error.type === 'encoding.unsupported') {
    return [
      415,
      item(
        'unsupported_format',
        'Unsupported format',
        'The request body must be JSON in UTF-8, without a Content-Encoding this API does not accept.',
      ),
    ];
  }
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    return [400, item('bad_request', 'Bad request', 'The request could not be read: check its path, query and body.')];
  }
  return null;
};

/** Every failure leaves in Duffel's shape: the SDK builds its DuffelError from it. */
export const duffelErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (error instanceof DuffelApiError) return sendErrors(res, error.status, error.errors);
  const refused = unreadable(error as { type?: string; status?: number });
  if (refused) return sendErrors(res, refused[0], [refused[1]]);
  sendErrors(res, 500, [
    {
      type: 'api_error',
      code: 'internal_server_error',
      title: 'Internal server error',
      message: 'Something went wrong in the flight sandbox.',
      documentation_url: DOCS,
    },
  ]);
};
