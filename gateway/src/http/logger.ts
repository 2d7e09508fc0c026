import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export type { Logger };

export const createLogger = (level: string): Logger => pino({ level, base: { service: 'gateway' } });

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
