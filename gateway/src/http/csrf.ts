import { Router, type RequestHandler } from 'express';
import { csrfSync } from 'csrf-sync';
import { csrfTokenSchema } from '@portal/platform-common/contracts';
import { AppError } from './errors';
import { stampSession } from './session';

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;

/**
 * Synchronizer token pattern: the token lives in the session and must come back in the
 * X-CSRF-Token header on every state-changing /api request.
 */
export const createCsrf = () => {
  const { generateToken, isRequestValid } = csrfSync({
    ignoredMethods: [...SAFE_METHODS],
    getTokenFromRequest: (req) => {
      const header = req.headers['x-csrf-token'];
      return typeof header === 'string' ? header : undefined;
    },
    size: 32,
  });

  const protect: RequestHandler = (req, _res, next) => {
    if ((SAFE_METHODS as readonly string[]).includes(req.method) || isRequestValid(req)) return next();
    throw new AppError('CSRF_INVALID', 'Invalid or missing CSRF token', 403);
  };

  const tokenRouter = Router().get('/api/csrf-token', (req, res) => {
    stampSession(req);
    res.set('Cache-Control', 'no-store').json(csrfTokenSchema.parse({ csrfToken: generateToken(req) }));
  });

  return { protect, tokenRouter };
};
