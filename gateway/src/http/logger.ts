import { randomUUID } from 'node:crypto';
import { IncomingMessage, type ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Personal data a log line must never hold even if an object carrying it is logged: passport
 * numbers (saved travellers, passengers), and the values bound to a failed SQL statement, which
 * a database error carries (an INSERT of a saved traveller's passport, say).
 */
export const REDACTED_PATHS = [
  'passportNumber',
  '*.passportNumber',
  '*.*.passportNumber',
  'passport_number',
  '*.passport_number',
  'err.parameters',
  'err.original.parameters',
  'err.parent.parameters',
];

export const createLogger = (level: string, destination?: DestinationStream): Logger =>
  pino({ level, base: { service: 'gateway' }, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, destination);

/** A caller's request id is kept only when it cannot smuggle anything into our logs. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

const requestId = (req: IncomingMessage, res: ServerResponse): string => {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
};

declare module 'node:http' {
  interface IncomingMessage {
    /** This request's id (X-Request-Id), set by the HTTP logger. */
    id: string;
    /** A logger whose lines carry this request (made on first use; undefined before the HTTP logger saw it). */
    log: Logger;
  }
}

/** The logger a request's own logger is made from (set by the HTTP logger), and that logger once made. */
const BASE_LOGGER = Symbol('base logger');
const OWN_LOGGER = Symbol('own logger');
interface LoggedRequest extends IncomingMessage {
  [BASE_LOGGER]?: Logger;
  [OWN_LOGGER]?: Logger;
}

const described = (req: IncomingMessage) => ({
  id: req.id,
  method: req.method,
  url: (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url,
  remoteAddress: req.socket.remoteAddress,
});

/*
 * `req.log` is one getter on the prototype every request inherits, not one defined on each request:
 * an accessor defined per request (a new closure each time) gives every request object a shape of
 * its own, and every property read on requests anywhere (Express, the session, the routes) then
 * went the slow way, about a tenth of a small signed-in answer's cost.
 */
Object.defineProperty(IncomingMessage.prototype, 'log', {
  configurable: true,
  get(this: LoggedRequest): Logger | undefined {
    const base = this[BASE_LOGGER];
    if (!base) return undefined;
    return (this[OWN_LOGGER] ??= base.child({ req: described(this) }));
  },
});

/**
 * One log line per request with its id, written when the answer is finished (or the client went
 * away first). It names the method, URL, client address, status and time taken only, so bodies,
 * cookies, the Authorization header and Set-Cookie never are. A request's own logger (`req.log`)
 * is made only when a handler uses it: most requests never do, and a per-request child logger was
 * a measurable part of a small answer's cost (pino-http made one for every request).
 */
export const createHttpLogger =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    const startedAt = performance.now();
    req.id = requestId(req, res);
    (req as LoggedRequest)[BASE_LOGGER] = logger;
    res.once('close', () => {
      // 4xx answers are routine (every signed-out page load asks /api/auth/user and gets a 401).
      const level = res.statusCode >= 500 ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: described(req),
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - startedAt),
        },
        res.writableFinished ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
