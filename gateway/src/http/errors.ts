import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from './logger';

export interface AppErrorOptions {
  /** Extra fields sent beside message and error (for example zod issues). */
  details?: Record<string, unknown>;
  /** Response headers that go with the answer (Retry-After on a 429, say). */
  headers?: Record<string, string>;
  cause?: unknown;
}

/** An error meant for the client: a stable machine code, a human message, an HTTP status. */
export class AppError extends Error {
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    options: AppErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.details = options.details;
    this.headers = options.headers;
  }
}

/** body-parser's own errors, by their `type`, turned into answers the client can act on. */
const BODY_PARSER_ERRORS: Record<string, [number, string, string]> = {
  'entity.parse.failed': [400, 'INVALID_JSON', 'The request body is not valid JSON'],
  'entity.too.large': [413, 'PAYLOAD_TOO_LARGE', 'The request body is too large'],
  'encoding.unsupported': [415, 'UNSUPPORTED_ENCODING', 'The request body encoding is not supported'],
  'charset.unsupported': [415, 'UNSUPPORTED_CHARSET', 'The request body charset is not supported'],
  'request.aborted': [400, 'REQUEST_ABORTED', 'The request was aborted'],
};

const toAppError = (error: unknown): AppError | undefined => {
  if (error instanceof AppError) return error;
  const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown };
  const known = typeof type === 'string' ? BODY_PARSER_ERRORS[type] : undefined;
  if (known) return new AppError(known[1], known[2], known[0], { cause: error });
  // Other client errors raised the Express way (err.status), e.g. the router's URIError for a
  // parameter that is not valid percent-encoding: the status stands, the wording is generic.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(
      status === 400 ? 'BAD_REQUEST' : `HTTP_${status}`,
      STATUS_CODES[status] ?? 'Bad request',
      status,
      { cause: error },
    );
  }
  return undefined;
};

export const apiNotFound: RequestHandler = () => {
  throw new AppError('NOT_FOUND', 'Not found', 404);
};

/** The one error handler: `{ message, error }` always, internals never. */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const known = toAppError(error);
    if (!known) {
      (req.log ?? logger).error({ err: error }, 'Unhandled error');
      res.status(500).json({ message: 'Internal server error', error: 'INTERNAL' });
      return;
    }
    if (known.headers) res.set(known.headers);
    res.status(known.status).json({ message: known.message, error: known.code, ...known.details });
  };
