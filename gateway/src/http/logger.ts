import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

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

/**
 * One log line per request with its id. The serializers list what is logged, so bodies, cookies,
 * the Authorization header and Set-Cookie never are.
 */
export const createHttpLogger = (logger: Logger) =>
  pinoHttp({
    logger,
    genReqId: requestId,
    // 4xx answers are routine (every signed-out page load asks /api/auth/user and gets a 401).
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
